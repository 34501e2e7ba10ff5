import { zodResolver } from '@hookform/resolvers/zod';
import { SLOTS, SPECIALTY_INFO_SCHEMAS } from '@casting/contract';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSaveSpecialty } from '../hooks/use-save-specialty';
import { useUploadCount } from '../hooks/use-upload-count';
import { allFilled } from '../lib/form-completion';
import { stringsOf, type SpecialtyInfo } from '../lib/specialty-info';
import { GalleryField } from './gallery-field';
import { SpecialtyFormActions } from './specialty-form-actions';
import { YesNoSelect } from './yes-no-select';

const EditorSchema = SPECIALTY_INFO_SCHEMAS.EDITOR;

const SKILLS = [
  'editingSoftware',
  'colorGrading',
  'soundEditing',
  'visualEffects',
  'motionGraphics',
] as const;

/** The editor's variant of 'Edit Specialty': five Yes/No skills, portfolio pictures and reels. */
export function EditorSpecialtyForm({
  info,
  onDone,
}: {
  readonly info: SpecialtyInfo;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation('profiles');
  const { save, saving } = useSaveSpecialty(onDone);
  const { uploading, onUploadingChange } = useUploadCount();
  const defaults = useMemo(() => {
    const known = EditorSchema.partial().safeParse(info);
    return known.success ? known.data : {};
  }, [info]);
  const { control, handleSubmit, watch } = useForm<
    z.input<typeof EditorSchema>,
    unknown,
    z.output<typeof EditorSchema>
  >({
    resolver: zodResolver(EditorSchema),
    defaultValues: defaults,
  });
  const values = watch();
  const ready = !uploading && allFilled(values, [...SKILLS, 'portfolioPictures', 'reels']);

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} className="flex flex-col gap-8">
      <div className="grid gap-5 sm:grid-cols-3">
        {SKILLS.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <YesNoSelect
                ref={field.ref}
                label={t(`specialtyFields.${name}`)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
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
