import { zodResolver } from '@hookform/resolvers/zod';
import { SLOTS, SPECIALTY_INFO_SCHEMAS } from '@casting/contract';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../ui/form/text-field';
import { useSaveSpecialty } from '../hooks/use-save-specialty';
import { useUploadCount } from '../hooks/use-upload-count';
import { allFilled } from '../lib/form-completion';
import { stringsOf, type SpecialtyInfo } from '../lib/specialty-info';
import { GalleryField } from './gallery-field';
import { SpecialtyFormActions } from './specialty-form-actions';
import { YesNoSelect } from './yes-no-select';

// Photographers have the same fields less the stabilizer, which is optional in this schema and
// removed before saving; the server then checks the photographer's own schema.
const CameraSchema = SPECIALTY_INFO_SCHEMAS.VIDEOGRAPHER;

const TEXT_FIELDS = ['camera', 'lightning', 'lense'] as const;

export interface CameraSpecialtyFormProps {
  readonly role: 'VIDEOGRAPHER' | 'PHOTOGRAPHER';
  readonly info: SpecialtyInfo;
  readonly onDone: () => void;
}

/** The videographer's and photographer's variants of 'Edit Specialty'. */
export function CameraSpecialtyForm({ role, info, onDone }: CameraSpecialtyFormProps) {
  const { t } = useTranslation('profiles');
  const { save, saving } = useSaveSpecialty(onDone);
  const { uploading, onUploadingChange } = useUploadCount();
  const withStabilizer = role === 'VIDEOGRAPHER';
  const defaults = useMemo(() => {
    const known = CameraSchema.partial().safeParse(info);
    return known.success ? known.data : {};
  }, [info]);
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof CameraSchema>, unknown, z.output<typeof CameraSchema>>({
    resolver: zodResolver(CameraSchema),
    defaultValues: defaults,
  });
  const values = watch();
  const required = [...TEXT_FIELDS, 'portfolioPictures', 'reels', ...(withStabilizer ? ['stabilizer'] : [])];
  const ready = !uploading && allFilled(values, required);

  const submit = handleSubmit(async ({ stabilizer, ...rest }) => {
    await save(withStabilizer ? { ...rest, stabilizer } : rest);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-8">
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
      <Controller
        control={control}
        name="portfolioPictures"
        render={({ field, fieldState }) => (
          <GalleryField
            label={t('specialtyFields.portfolioPictures')}
            kind="image"
            max={SLOTS.portfolio}
            value={stringsOf(field.value)}
            onChange={field.onChange}
            error={fieldState.error?.message}
            disabled={saving}
            onUploadingChange={onUploadingChange}
          />
        )}
      />
      <Controller
        control={control}
        name="reels"
        render={({ field, fieldState }) => (
          <GalleryField
            label={t('specialtyFields.reels')}
            kind="video"
            max={SLOTS.reels}
            value={stringsOf(field.value)}
            onChange={field.onChange}
            error={fieldState.error?.message}
            disabled={saving}
            onUploadingChange={onUploadingChange}
          />
        )}
      />
      <SpecialtyFormActions onCancel={onDone} saving={saving} ready={ready} />
    </form>
  );
}
