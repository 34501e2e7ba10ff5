import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { cx } from '../../../ui/class-names';
import { Spinner } from '../../../ui/spinner';
import { MediaImage } from '../../../ui/media-image';
import { CameraIcon } from './profile-icons';
import { initials } from '../../../lib/initials';

export interface ProfilePictureProps {
  readonly url: string | null;
  readonly name: string;
  readonly className?: string;
  /** Given to the owner who may change the picture: saves the uploaded picture's URL. */
  readonly onChange?: (url: string) => Promise<void>;
}

const SIZE = 176;

/** The round profile picture; its owner changes it through an upload (spec §2 "picture (changeable)"). */
export function ProfilePicture({ url, name, className, onChange }: ProfilePictureProps) {
  const { t } = useTranslation('profiles');
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const take = async (file: File) => {
    if (onChange === undefined) return;
    // The file check and the sending load with the first picture chosen, not with the profile.
    const sending = await import('../../../lib/upload-file').catch(() => null);
    if (sending === null) {
      toast.error(t('toasts.imageUploadFailed'));
      return;
    }
    const refusal = sending.fileRefusal('image', file);
    if (refusal !== null) {
      toast.error(refusal);
      return;
    }
    setBusy(true);
    try {
      // Spec §7: the profile editor sends images to the video upload too; the server goes by the bytes.
      const uploaded = await sending.uploadFile(file, 'video').catch((error: unknown) => {
        toast.error(errorMessage(error, t('toasts.imageUploadFailed')));
        return null;
      });
      if (uploaded !== null) await onChange(uploaded);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={cx('relative shrink-0', className)} style={{ width: SIZE, height: SIZE }}>
      {url === null ? (
        <span
          aria-hidden="true"
          className="grid size-full place-items-center rounded-full bg-ink-950 font-display text-5xl text-gold-400"
        >
          {initials(name)}
        </span>
      ) : (
        <MediaImage
          url={url}
          alt={t('header.pictureAlt', { name })}
          placement="lcp"
          sizes={`${String(SIZE)}px`}
          width={SIZE}
          height={SIZE}
          className="size-full rounded-full object-cover shadow-card ring-4 ring-sand-50"
        />
      )}
      {busy ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-full bg-sand-50/85 text-ink-900">
          <Spinner />
          <p className="text-sm font-semibold" aria-live="polite">
            {t('header.uploading')}
          </p>
        </div>
      ) : null}
      {onChange === undefined ? null : (
        <>
          <button
            type="button"
            onClick={() => inputRef.current?.click()}
            disabled={busy}
            aria-label={t('header.changePicture')}
            title={t('header.changePicture')}
            className="absolute end-1 bottom-1 grid size-11 cursor-pointer place-items-center rounded-full bg-ink-950 text-sand-50 shadow-lift ring-4 ring-sand-100 transition-colors hover:bg-ink-800 disabled:cursor-wait disabled:opacity-60"
          >
            <CameraIcon className="size-5" />
          </button>
          <input
            ref={inputRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            tabIndex={-1}
            onChange={(event) => {
              const input = event.currentTarget;
              const file = input.files?.[0];
              // Choosing the same file again after a failure must fire a change again.
              input.value = '';
              if (file !== undefined) void take(file);
            }}
          />
        </>
      )}
    </div>
  );
}
