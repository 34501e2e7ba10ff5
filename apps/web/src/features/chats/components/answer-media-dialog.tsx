import {
  AnswerMediaRequestBodySchema,
  MAX_LENGTHS,
  MEDIA_REQUEST_RULES,
  type MediaRequest,
} from '@casting/contract';
import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format';
import { useAnswerMedia } from '../../../lib/media-requests/media-request-queries';
import { toast } from '../../../lib/toast';
import { fileRefusal, uploadFile } from '../../../lib/upload-file';
import { Button } from '../../../ui/button';
import { FieldError } from '../../../ui/form/field-error';
import { TextareaField } from '../../../ui/form/textarea-field';
import { Modal } from '../../../ui/modal';

interface Upload {
  readonly name: string;
  readonly progress: number;
  readonly url: string | null;
}

export interface AnswerMediaDialogProps {
  readonly request: MediaRequest;
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * The talent answers a media request: files from the device, sent one after another through
 * the upload path with their progress told as it goes, and a short note. A new answer replaces
 * the one before until the due time.
 */
export function AnswerMediaDialog({ request, open, onClose }: AnswerMediaDialogProps) {
  const { t } = useTranslation('media-requests');
  const id = useId();
  const answer = useAnswerMedia(request.id);
  const [uploads, setUploads] = useState<readonly Upload[]>([]);
  const [note, setNote] = useState(request.answer?.note ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = uploads.some((upload) => upload.url === null);
  const variant = request.kind === 'PHOTO' ? 'image' : 'video';

  const close = () => {
    if (answer.isPending || uploading) return;
    setUploads([]);
    setProblem(null);
    onClose();
  };

  const send = async (files: readonly File[]) => {
    if (uploads.length + files.length > MEDIA_REQUEST_RULES.maxAnswerFiles) {
      setProblem(t('answer.tooMany', { count: MEDIA_REQUEST_RULES.maxAnswerFiles }));
      return;
    }
    const refusal = files.map((file) => fileRefusal(variant, file)).find((found) => found !== null);
    if (refusal !== undefined) {
      setProblem(refusal);
      return;
    }
    setProblem(null);
    const start = uploads.length;
    setUploads((current) => [
      ...current,
      ...files.map((file) => ({ name: file.name, progress: 0, url: null })),
    ]);
    const update = (index: number, change: Partial<Upload>) => {
      setUploads((current) =>
        current.map((upload, at) => (at === index ? { ...upload, ...change } : upload)),
      );
    };
    for (const [offset, file] of files.entries()) {
      const index = start + offset;
      try {
        const url = await uploadFile(file, variant, {
          onProgress: (progress) => {
            update(index, { progress });
          },
        });
        update(index, { url, progress: 1 });
      } catch (error) {
        setUploads((current) => current.filter((_, at) => at !== index));
        setProblem(errorMessage(error, t('answer.uploadFailed')));
        return;
      }
    }
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = AnswerMediaRequestBodySchema.safeParse({
      media: uploads.flatMap((upload) => (upload.url === null ? [] : [upload.url])),
      note,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    answer.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('answer.sent'));
        answer.reset();
        close();
      },
      onError: (error) => {
        setProblem(errorMessage(error, t('answer.failed')));
      },
    });
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t(request.state === 'ANSWERED' ? 'answer.replaceTitle' : 'answer.title')}
      description={t(`answer.description.${request.kind}`)}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <input
            id={`${id}-files`}
            type="file"
            multiple
            accept={variant === 'image' ? 'image/*' : 'video/*'}
            className="peer sr-only"
            aria-describedby={problem === null ? undefined : `${id}-problem`}
            disabled={uploading || answer.isPending}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) void send(files);
            }}
          />
          <label
            htmlFor={`${id}-files`}
            className="inline-flex h-11 w-fit cursor-pointer items-center rounded-full border border-ink-950/20 px-6 text-sm font-semibold text-ink-950 hover:border-ink-950 hover:bg-ink-950/5 peer-focus-visible:outline-2 peer-focus-visible:outline-accent-600"
          >
            {t('answer.choose')}
          </label>
          <p className="text-sm text-ink-600">
            {t('answer.hint', { count: MEDIA_REQUEST_RULES.maxAnswerFiles })}
          </p>
          <ul aria-live="polite" className="flex flex-col gap-2">
            {uploads.map((upload, index) => (
              <li
                key={`${upload.name}-${String(index)}`}
                className="flex flex-wrap items-center gap-3 text-sm"
              >
                <span dir="auto" className="min-w-0 truncate text-ink-800">
                  {upload.name}
                </span>
                {upload.url === null ? (
                  <>
                    <progress
                      value={upload.progress}
                      max={1}
                      aria-label={t('answer.uploading', { name: upload.name })}
                      className="h-2 w-32 overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-sand-200 [&::-webkit-progress-value]:bg-accent-600"
                    />
                    <span className="text-ink-600 tabular-nums">
                      {formatNumber(upload.progress, { style: 'percent' })}
                    </span>
                  </>
                ) : (
                  <>
                    <span className="text-emerald-800">{t('answer.uploaded')}</span>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => {
                        setUploads((current) => current.filter((_, at) => at !== index));
                      }}
                    >
                      {t('answer.remove', { name: upload.name })}
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
          {problem === null ? null : <FieldError id={`${id}-problem`} message={problem} />}
        </div>
        <TextareaField
          label={t('answer.note')}
          dir="auto"
          rows={3}
          maxLength={MAX_LENGTHS.mediaAnswerNote}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
          }}
        />
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={close} disabled={answer.isPending || uploading}>
            {t('answer.cancel')}
          </Button>
          <Button type="submit" pending={answer.isPending} disabled={uploading}>
            {t('answer.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
