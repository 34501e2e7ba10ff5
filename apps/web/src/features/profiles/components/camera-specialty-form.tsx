import { SPECIALTY_INFO_SCHEMAS } from '@casting/contract';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/form/text-field';
import { useSpecialtyForm } from '../hooks/use-specialty-form';
import { PORTFOLIO_AND_REELS } from '../lib/specialty-galleries';
import type { SpecialtyInfo } from '../lib/specialty-info';
import { SpecialtyFormFrame } from './specialty-form-frame';
import { SpecialtyGalleries } from './specialty-galleries';
import { YesNoSelect } from './yes-no-select';

// Photographers have the same fields less the stabilizer, which is optional in this schema and
// removed before saving; the server then checks the photographer's own schema.
const CameraSchema = SPECIALTY_INFO_SCHEMAS.VIDEOGRAPHER;

const TEXT_FIELDS = ['camera', 'lightning', 'lense'] as const;

const PHOTOGRAPHER_REQUIRED = [...TEXT_FIELDS, ...PORTFOLIO_AND_REELS.map((gallery) => gallery.name)];
const VIDEOGRAPHER_REQUIRED = [...PHOTOGRAPHER_REQUIRED, 'stabilizer'];

export interface CameraSpecialtyFormProps {
  readonly role: 'VIDEOGRAPHER' | 'PHOTOGRAPHER';
  readonly info: SpecialtyInfo;
  readonly onDone: () => void;
}

/** The videographer's and photographer's variants of 'Edit Specialty'. */
export function CameraSpecialtyForm({ role, info, onDone }: CameraSpecialtyFormProps) {
  const { t } = useTranslation('profiles');
  const withStabilizer = role === 'VIDEOGRAPHER';
  const { form, saving, ready, onUploadingChange, onSubmit, leaveGuard } = useSpecialtyForm({
    schema: CameraSchema,
    info,
    required: withStabilizer ? VIDEOGRAPHER_REQUIRED : PHOTOGRAPHER_REQUIRED,
    toInfo: ({ stabilizer, ...rest }) => (withStabilizer ? { ...rest, stabilizer } : rest),
    onDone,
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;

  return (
    <SpecialtyFormFrame
      leaveGuard={leaveGuard}
      onSubmit={onSubmit}
      onCancel={onDone}
      saving={saving}
      ready={ready}
    >
      <div className="grid gap-5 sm:grid-cols-3">
        {TEXT_FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(`specialtyFields.${name}`)}
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
        {withStabilizer ? (
          <Controller
            control={control}
            name="stabilizer"
            render={({ field, fieldState }) => (
              <YesNoSelect
                ref={field.ref}
                label={t('specialtyFields.stabilizer')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
      </div>
      <SpecialtyGalleries
        control={control}
        galleries={PORTFOLIO_AND_REELS}
        disabled={saving}
        onUploadingChange={onUploadingChange}
      />
    </SpecialtyFormFrame>
  );
}
