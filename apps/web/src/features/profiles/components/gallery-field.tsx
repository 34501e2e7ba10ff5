import type { MediaKind } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../ui/class-names';
import { UploadSlot } from '../../../ui/upload-slot';
import { FieldError } from '../../../ui/form/field-error';

export interface GalleryFieldProps {
  readonly label: string;
  readonly kind: MediaKind;
  /** The most files the gallery takes (SLOTS in the contract). */
  readonly max: number;
  readonly value: readonly string[];
  readonly onChange: (urls: string[]) => void;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
  readonly onUploadingChange: (uploading: boolean) => void;
}

/**
 * A gallery of upload slots: the files it holds plus one empty slot while there is room, so
 * the list never has gaps and always reads in the order the files were added.
 */
export function GalleryField({
  label,
  kind,
  max,
  value,
  onChange,
  error,
  disabled = false,
  onUploadingChange,
}: GalleryFieldProps) {
  const { t } = useTranslation('profiles');
  const slots = value.length < max ? [...value, null] : value;

  const change = (index: number, url: string | null) => {
    const next = [...value];
    if (url === null) next.splice(index, 1);
    else next[index] = url;
    onChange(next);
  };

  return (
    <fieldset className="min-w-0">
      <legend className="text-base font-semibold text-ink-950">{label}</legend>
      <p className="mt-1 text-sm text-ink-600">
        {t('specialtyForm.slotsHint', { count: value.length, max })}
      </p>
      <div
        className={cx('mt-4 grid gap-4', kind === 'video' ? 'sm:grid-cols-2' : 'grid-cols-2 sm:grid-cols-3')}
      >
        {slots.map((url, index) => (
          <UploadSlot
            // A slot's place is its identity: removing one moves the files after it up.
            key={index}
            kind={kind}
            // Spec §7: profile editing sends images and reels alike to /upload/videos.
            endpoint="video"
            value={url}
            label={t('specialtyForm.slotLabel', { label, number: index + 1 })}
            disabled={disabled}
            onUploadingChange={onUploadingChange}
            onChange={(next) => {
              change(index, next);
            }}
          />
        ))}
      </div>
      {error === undefined ? null : <FieldError className="mt-3" message={error} />}
    </fieldset>
  );
}
