import { zodResolver } from '@hookform/resolvers/zod';
import {
  birthDateSchema,
  EYE_COLOR_OPTIONS,
  GENDER_OPTIONS,
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
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { countryOptions } from '../../../lib/country-name';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { useSaveSpecialty } from '../hooks/use-save-specialty';
import { useUploadCount } from '../hooks/use-upload-count';
import { allFilled } from '../lib/form-completion';
import { stringsOf, type SpecialtyInfo } from '../lib/specialty-info';
import { GalleryField } from './gallery-field';
import { SpecialtyFormActions } from './specialty-form-actions';

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
  { name: 'portfolioPictures', max: SLOTS.modelPortfolio },
  { name: 'headShots', max: SLOTS.headShots },
  { name: 'fullBodyShots', max: SLOTS.fullBodyShots },
] as const;

/** The server checks the age of 18 on its own clock; the form checks it on the browser's day. */
function modelSchema(today: string) {
  return SPECIALTY_INFO_SCHEMAS.MODEL.extend({ birthDate: birthDateSchema(today) });
}

type ModelSchema = ReturnType<typeof modelSchema>;

/** The model's variant of 'Edit Specialty': the onboarding fields, with the age checked here too. */
export function ModelSpecialtyForm({
  info,
  onDone,
}: {
  readonly info: SpecialtyInfo;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation('profiles');
  const { save, saving } = useSaveSpecialty(onDone);
  const { uploading, onUploadingChange } = useUploadCount();
  const schema = useMemo(() => modelSchema(toIsoDate(new Date())), []);
  const defaults = useMemo(() => {
    const known = SPECIALTY_INFO_SCHEMAS.MODEL.partial().safeParse(info);
    return known.success ? known.data : {};
  }, [info]);
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<z.input<ModelSchema>, unknown, z.output<ModelSchema>>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const values = watch();
  const ready =
    !uploading && allFilled(values, [...SCALAR_FIELDS, ...GALLERIES.map((gallery) => gallery.name)]);
  const choose = t('specialtyForm.choose');

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} className="flex flex-col gap-8">
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          label={t('specialtyFields.gender')}
          placeholder={choose}
          options={GENDER_OPTIONS}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <TextField
          type="date"
          label={t('specialtyFields.birthDate')}
          error={errors.birthDate?.message}
          {...register('birthDate')}
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
            label={t('specialtyForm.measurement', {
              label: t(`measurements.${measurement}`),
              unit: MEASUREMENT_RANGES[measurement].unit,
            })}
            placeholder={choose}
            options={measurementValues(measurement).map((value) => ({
              value: String(value),
              label: String(value),
            }))}
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
          options={EYE_COLOR_OPTIONS}
          error={errors.eyeColorEnum?.message}
          {...register('eyeColorEnum')}
        />
        <SelectField
          label={t('specialtyFields.skinToneEnum')}
          placeholder={choose}
          options={SKIN_TONE_OPTIONS}
          error={errors.skinToneEnum?.message}
          {...register('skinToneEnum')}
        />
        <SelectField
          label={t('specialtyFields.hairColorEnum')}
          placeholder={choose}
          options={HAIR_COLOR_OPTIONS}
          error={errors.hairColorEnum?.message}
          {...register('hairColorEnum')}
        />
      </div>
      {GALLERIES.map((gallery) => (
        <Controller
          key={gallery.name}
          control={control}
          name={gallery.name}
          render={({ field, fieldState }) => (
            <GalleryField
              label={t(`specialtyFields.${gallery.name}`)}
              kind="image"
              max={gallery.max}
              value={stringsOf(field.value)}
              onChange={field.onChange}
              error={fieldState.error?.message}
              disabled={saving}
              onUploadingChange={onUploadingChange}
            />
          )}
        />
      ))}
      <SpecialtyFormActions onCancel={onDone} saving={saving} ready={ready} />
    </form>
  );
}
