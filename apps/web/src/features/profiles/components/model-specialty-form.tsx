import {
  birthDateSchema,
  EYE_COLOR_OPTIONS,
  GENDER_OPTIONS,
  GenderSchema,
  HAIR_COLOR_OPTIONS,
  MEASUREMENT_RANGES,
  MEASUREMENTS,
  measurementValues,
  SKIN_TONE_OPTIONS,
  SLOTS,
  SPECIALTY_INFO_SCHEMAS,
  toIsoDate,
} from '@casting/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../../lib/country-name';
import { SelectField } from '../../../ui/form/select-field';
import { FormDateField } from '../../../ui/form/form-date-field';
import { useSpecialtyForm } from '../hooks/use-specialty-form';
import type { SpecialtyGallery } from '../lib/specialty-galleries';
import type { SpecialtyInfo } from '../lib/specialty-info';
import { SpecialtyFormFrame } from './specialty-form-frame';
import { SpecialtyGalleries } from './specialty-galleries';
import { localizedOptions } from '../../../lib/option-label';
import { optionLabel } from '../../../lib/option-label';
import { clothingSizeOptions, clothingSizeQuestion } from '../../../lib/clothing-size';

const SCALAR_FIELDS = [
  'gender',
  'birthDate',
  'nationality',
  ...MEASUREMENTS,
  'eyeColorEnum',
  'skinToneEnum',
  'hairColorEnum',
] as const;

const GALLERIES = [
  { name: 'portfolioPictures', kind: 'image', max: SLOTS.modelPortfolio },
  { name: 'headShots', kind: 'image', max: SLOTS.headShots },
  { name: 'fullBodyShots', kind: 'image', max: SLOTS.fullBodyShots },
] as const satisfies readonly SpecialtyGallery[];

const REQUIRED = [...SCALAR_FIELDS, ...GALLERIES.map((gallery) => gallery.name)];

/** The server checks the age of 18 on its own clock; the form checks it on the browser's day. */
function modelSchema(today: string) {
  return SPECIALTY_INFO_SCHEMAS.MODEL.extend({ birthDate: birthDateSchema(today) });
}

/** The model's variant of 'Edit Specialty': the onboarding fields, with the age checked here too. */
export function ModelSpecialtyForm({
  info,
  onDone,
}: {
  readonly info: SpecialtyInfo;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation('profiles');
  const schema = useMemo(() => modelSchema(toIsoDate(new Date())), []);
  const { form, saving, ready, onUploadingChange, onSubmit, leaveGuard } = useSpecialtyForm({
    schema,
    savedSchema: SPECIALTY_INFO_SCHEMAS.MODEL,
    info,
    required: REQUIRED,
    onDone,
  });
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = form;
  const choose = t('specialtyForm.choose');
  // Women give a dress size, men a suit size, in the same field (issue 31).
  const sizeQuestion = clothingSizeQuestion(GenderSchema.safeParse(watch('gender')).data);
  const measurementLabel = (label: string, unit: 'cm' | 'kg' | 'EU' | 'UK') =>
    t('specialtyForm.measurement', { label, unit: optionLabel('measurementUnit', unit) });
  const clothingSizeLabel = {
    dress: measurementLabel(t('measurements.dressSize'), 'UK'),
    suit: measurementLabel(t('measurements.suitSize'), 'EU'),
    either: t('measurements.dressOrSuitSize'),
  }[sizeQuestion];

  return (
    <SpecialtyFormFrame
      leaveGuard={leaveGuard}
      onSubmit={onSubmit}
      onCancel={onDone}
      saving={saving}
      ready={ready}
    >
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          label={t('specialtyFields.gender')}
          placeholder={choose}
          options={localizedOptions('gender', GENDER_OPTIONS)}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <FormDateField
          control={control}
          name="birthDate"
          label={t('specialtyFields.birthDate')}
          error={errors.birthDate?.message}
        />
        <SelectField
          label={t('specialtyFields.nationality')}
          placeholder={choose}
          options={countryOptions()}
          error={errors.nationality?.message}
          {...register('nationality')}
        />
        {MEASUREMENTS.map((measurement) => (
          <SelectField
            key={measurement}
            label={
              measurement === 'dressSize'
                ? clothingSizeLabel
                : measurementLabel(t(`measurements.${measurement}`), MEASUREMENT_RANGES[measurement].unit)
            }
            placeholder={choose}
            options={
              measurement === 'dressSize'
                ? clothingSizeOptions(sizeQuestion)
                : measurementValues(measurement).map((value) => ({
                    value: String(value),
                    label: String(value),
                  }))
            }
            error={errors[measurement]?.message}
            {...register(measurement, {
              // Spec §5: numeric select values become numbers.
              setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
            })}
          />
        ))}
        <SelectField
          label={t('specialtyFields.eyeColorEnum')}
          placeholder={choose}
          options={localizedOptions('eyeColor', EYE_COLOR_OPTIONS)}
          error={errors.eyeColorEnum?.message}
          {...register('eyeColorEnum')}
        />
        <SelectField
          label={t('specialtyFields.skinToneEnum')}
          placeholder={choose}
          options={localizedOptions('skinTone', SKIN_TONE_OPTIONS)}
          error={errors.skinToneEnum?.message}
          {...register('skinToneEnum')}
        />
        <SelectField
          label={t('specialtyFields.hairColorEnum')}
          placeholder={choose}
          options={localizedOptions('hairColor', HAIR_COLOR_OPTIONS)}
          error={errors.hairColorEnum?.message}
          {...register('hairColorEnum')}
        />
      </div>
      <SpecialtyGalleries
        control={control}
        galleries={GALLERIES}
        disabled={saving}
        onUploadingChange={onUploadingChange}
      />
    </SpecialtyFormFrame>
  );
}
