import type { MediaKind } from '@casting/contract';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-client';
import { toast } from '../lib/toast';
import type { UploadVariant } from '../lib/upload-file';
import { cx } from './class-names';
import { Icon } from './icons';
import { FieldError } from './form/field-error';

export interface UploadSlotProps {
  readonly kind: MediaKind;
  /** An organization logo: JPEG or PNG only (spec §5). */
  readonly logo?: boolean;
  /** The upload endpoint when it is not the kind's own: the profile editor sends images to the video one (spec §7). */
  readonly endpoint?: MediaKind;
  /** The media URL held by the slot, or null when it is empty. */
  readonly value: string | null;
  readonly onChange: (url: string | null) => void;
  readonly label: string;
  /** A message from the surrounding form, e.g. that the slot must be filled. */
  readonly error?: string | undefined;
  readonly disabled?: boolean;
  /** Told when an upload starts and ends, so a form can wait before it saves. */
  readonly onUploadingChange?: (uploading: boolean) => void;
  readonly className?: string;
}

/**
 * Wildcards, so that a phone offers its camera beside the gallery and files (a list of exact types
 * hides the camera on some); the contract's checks refuse a type the server would not take.
 */
const ACCEPT: Readonly<Record<Exclude<UploadVariant, 'document'>, string>> = {
  image: 'image/*',
  logo: 'image/*',
  video: 'video/*',
};

function UploadGlyph({ className }: { readonly className?: string }) {
  return (
    <Icon strokeWidth={1.6} className={className}>
      <path d="M12 15V4M7.5 8.5L12 4l4.5 4.5" />
      <path d="M4 14v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
    </Icon>
  );
}

/**
 * One media slot of a form (spec §3 "Media slots"): a preview of the current file, a file
 * picker that also takes a dropped file, the contract's client checks, progress while sending
 * ('Uploading...'), and the server's first message when the upload fails.
 */
export function UploadSlot({
  kind,
  logo = false,
  endpoint = kind,
  value,
  onChange,
  label,
  error,
  disabled = false,
  onUploadingChange,
  className,
}: UploadSlotProps) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const controllerRef = useRef<AbortController | null>(null);
  // An upload outlives the render that started it; it reports to whoever holds the slot by then.
  const onChangeRef = useRef(onChange);
  const onUploadingChangeRef = useRef(onUploadingChange);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The file whose sending failed, offered again with one press: nothing else on the form is lost.
  const [retryFile, setRetryFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);

  const variant: keyof typeof ACCEPT = kind === 'video' ? 'video' : logo ? 'logo' : 'image';
  const uploading = progress !== null;
  const message = failure ?? error;

  useEffect(() => {
    onChangeRef.current = onChange;
    onUploadingChangeRef.current = onUploadingChange;
  }, [onChange, onUploadingChange]);

  // Leaving the page mid-upload must not leave a request running that would then set state.
  useEffect(
    () => () => {
      controllerRef.current?.abort();
    },
    [],
  );

  const fail = (text: string) => {
    setFailure(text);
    toast.error(text, `upload-${id}`);
  };

  const failedText = t(kind === 'video' ? 'upload.videoFailed' : 'upload.imageFailed');

  const startUpload = async (file: File) => {
    // The file checks and the sending load with the first file a slot takes, not with its form.
    const sending = await import('../lib/upload-file').catch(() => null);
    if (sending === null) {
      fail(failedText);
      return;
    }
    const refusal = sending.fileRefusal(variant, file);
    if (refusal !== null) {
      fail(refusal);
      return;
    }
    const controller = new AbortController();
    controllerRef.current = controller;
    setFailure(null);
    setRetryFile(null);
    setProgress(0);
    onUploadingChangeRef.current?.(true);
    try {
      const url = await sending.uploadFile(file, endpoint, {
        signal: controller.signal,
        onProgress: setProgress,
      });
      onChangeRef.current(url);
    } catch (caught) {
      if (!controller.signal.aborted) {
        setRetryFile(file);
        fail(errorMessage(caught, failedText));
      }
    } finally {
      if (controllerRef.current === controller) {
        controllerRef.current = null;
        setProgress(null);
        onUploadingChangeRef.current?.(false);
      }
    }
  };

  const takeFile = (file: File | undefined) => {
    if (file === undefined || disabled || uploading) return;
    void startUpload(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    takeFile(event.dataTransfer.files[0]);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!disabled && !uploading) setDragging(true);
  };

  const openPicker = () => {
    inputRef.current?.click();
  };

  const cancel = () => {
    controllerRef.current?.abort();
  };

  const remove = () => {
    setFailure(null);
    setRetryFile(null);
    onChange(null);
  };

  // Reels are mostly vertical, so every slot of a gallery keeps one portrait shape.
  const aspect = logo ? 'aspect-square' : 'aspect-[4/5]';
  const describedBy = [message === undefined ? null : messageId, hintId]
    .filter((part) => part !== null)
    .join(' ');
  const chooseText = t(kind === 'video' ? 'upload.chooseVideo' : 'upload.chooseImage');

  return (
    <div role="group" aria-labelledby={labelId} className={cx('flex flex-col gap-2', className)}>
      <span id={labelId} className="text-sm font-semibold text-ink-900">
        {label}
      </span>
      <div
        onDragOver={onDragOver}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={onDrop}
        className={cx(
          'relative overflow-hidden rounded-2xl border-2 transition-colors',
          aspect,
          value === null ? 'border-dashed' : 'border-solid',
          dragging
            ? 'border-accent-500 bg-accent-100'
            : message === undefined
              ? 'border-ink-950/15 bg-sand-50'
              : 'border-accent-600 bg-sand-50',
        )}
      >
        {value === null ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 p-4 text-center">
            <span className="grid size-11 place-items-center rounded-full bg-accent-100 text-accent-700">
              <UploadGlyph className="size-5" />
            </span>
            <p className="text-sm text-ink-700">{t('upload.dropHint')}</p>
            <button
              type="button"
              onClick={openPicker}
              disabled={disabled || uploading}
              aria-label={t('upload.chooseFor', { action: chooseText, label })}
              aria-describedby={describedBy}
              className="cursor-pointer rounded-full bg-ink-950 px-4 py-2 text-sm font-semibold text-sand-50 hover:bg-ink-800 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {chooseText}
            </button>
          </div>
        ) : kind === 'video' ? (
          <video
            src={value}
            controls
            preload="metadata"
            aria-label={label}
            className="h-full w-full bg-ink-950 object-contain"
          />
        ) : (
          <img
            src={value}
            alt={label}
            className={cx('h-full w-full', logo ? 'bg-white object-contain p-4' : 'object-cover')}
          />
        )}
        {uploading ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-sand-50/90 p-6">
            <p className="text-sm font-semibold text-ink-900" aria-live="polite">
              {t('upload.uploading')}
            </p>
            <div
              role="progressbar"
              aria-label={t('upload.progressLabel', { label })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              className="h-2 w-full max-w-48 overflow-hidden rounded-full bg-ink-950/10"
            >
              <div
                className="h-full rounded-full bg-accent-600 transition-[width] duration-150"
                style={{ width: `${Math.round(progress * 100)}%` }}
              />
            </div>
            <button
              type="button"
              onClick={cancel}
              aria-label={t('upload.cancelFor', { label })}
              className="cursor-pointer rounded-full px-3 py-1 text-sm font-semibold text-accent-700 hover:bg-accent-100"
            >
              {t('upload.cancel')}
            </button>
          </div>
        ) : null}
      </div>
      {value === null ? null : (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={openPicker}
            disabled={disabled || uploading}
            aria-label={t('upload.replaceFor', { label })}
            aria-describedby={describedBy}
            className="cursor-pointer rounded-full border border-ink-950/20 px-4 py-1.5 text-sm font-semibold text-ink-950 hover:border-ink-950 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {t('upload.replace')}
          </button>
          <button
            type="button"
            onClick={remove}
            disabled={disabled || uploading}
            aria-label={t('upload.removeFor', { label })}
            className="cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold text-accent-700 hover:bg-accent-100 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {t('upload.remove')}
          </button>
        </div>
      )}
      <p id={hintId} className="text-xs text-ink-600">
        {t(`upload.hint.${variant}`)}
      </p>
      {message === undefined ? null : <FieldError id={messageId} message={message} />}
      {retryFile === null || uploading ? null : (
        <button
          type="button"
          onClick={() => {
            takeFile(retryFile);
          }}
          disabled={disabled}
          aria-label={t('upload.retryFor', { label })}
          className="cursor-pointer self-start rounded-full border border-ink-950/20 px-4 py-1.5 text-sm font-semibold text-ink-950 hover:border-ink-950 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('upload.retry')}
        </button>
      )}
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT[variant]}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const input = event.currentTarget;
          takeFile(input.files?.[0]);
          // Choosing the same file again after a failure must fire a change again.
          input.value = '';
        }}
      />
    </div>
  );
}
