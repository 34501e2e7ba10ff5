import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SpecialtyGallery } from '../lib/specialty-galleries';
import { stringsOf } from '../lib/specialty-info';
import { GalleryField } from './gallery-field';

export interface SpecialtyGalleriesProps<Values extends FieldValues, Output> {
  readonly control: Control<Values, unknown, Output>;
  readonly galleries: readonly (SpecialtyGallery & { readonly name: FieldPath<Values> })[];
  readonly disabled: boolean;
  readonly onUploadingChange: (uploading: boolean) => void;
}

/** The galleries of an 'Edit Specialty' form, each labelled with its field's name. */
export function SpecialtyGalleries<Values extends FieldValues, Output>({
  control,
  galleries,
  disabled,
  onUploadingChange,
}: SpecialtyGalleriesProps<Values, Output>) {
  const { t } = useTranslation('profiles');
  return galleries.map((gallery) => (
    <Controller
      key={gallery.name}
      control={control}
      name={gallery.name}
      render={({ field, fieldState }) => (
        <GalleryField
          label={t(`specialtyFields.${gallery.name}`)}
          kind={gallery.kind}
          max={gallery.max}
          value={stringsOf(field.value)}
          onChange={field.onChange}
          error={fieldState.error?.message}
          disabled={disabled}
          onUploadingChange={onUploadingChange}
        />
      )}
    />
  ));
}
