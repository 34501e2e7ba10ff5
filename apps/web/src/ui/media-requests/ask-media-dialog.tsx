import {
  CreateMediaRequestBodySchema,
  MAX_LENGTHS,
  MEDIA_REQUEST_KINDS,
  MEDIA_REQUEST_RULES,
  type MediaRequestKind,
} from '@casting/contract';
import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-error';
import { isolate } from '../../lib/isolate';
import { dueAtProblem, formatDue, riyadhDueAt } from '../../lib/media-requests/due-time';
import { useAskMedia } from '../../lib/media-requests/media-request-queries';
import { toast } from '../../lib/toast';
import { fileRefusal, uploadFile } from '../../lib/upload-file';
import { Button } from '../button';
import { DateField } from '../form/date-field';
import { DocumentField } from '../form/document-field';
import { FieldError } from '../form/field-error';
import { TextField } from '../form/text-field';
import { TextareaField } from '../form/textarea-field';
import { Modal } from '../modal';

export interface AskMediaDialogProps {
  /** The job request whose applicant is asked. */
  readonly requestId: string;
  readonly talentName: string;
  readonly open: boolean;
  readonly onClose: () => void;
}

type Field = 'kind' | 'instructions' | 'attachment' | 'due';
type Problems = Partial<Record<Field, string>>;

const EMPTY = { kind: null as MediaRequestKind | null, instructions: '', date: '', time: '' };

/**
 * The organization asks an applicant for a photo, a video or audio: instructions, an optional
 * document (the lines to read), and a due date and time in Riyadh time, checked by the
 * contract's rule and, for the due time, by the server's own limits.
 */
export function AskMediaDialog({ requestId, talentName, open, onClose }: AskMediaDialogProps) {
  const { t } = useTranslation('media-requests');
  const id = useId();
  const ask = useAskMedia(requestId);
  const [fields, setFields] = useState(EMPTY);
  const [attachment, setAttachment] = useState<{ name: string; key: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const dueAt = riyadhDueAt(fields.date, fields.time);
  const due = dueAt === null ? null : formatDue(dueAt);

  const change = (name: keyof typeof EMPTY, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
  };

  const close = () => {
    if (ask.isPending) return;
    setFields(EMPTY);
    setAttachment(null);
    setProblems({});
    onClose();
  };

  const upload = async (file: File) => {
    const refusal = fileRefusal('document', file);
    if (refusal !== null) {
      setProblems((current) => ({ ...current, attachment: refusal }));
      return;
    }
    setProblems((current) => ({ ...current, attachment: undefined }));
    setProgress(0);
    try {
      setAttachment({
        name: file.name,
        key: await uploadFile(file, 'document', { onProgress: setProgress }),
      });
    } catch (error) {
      setProblems((current) => ({ ...current, attachment: errorMessage(error, t('ask.uploadFailed')) }));
    } finally {
      setProgress(null);
    }
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = CreateMediaRequestBodySchema.safeParse({
      kind: fields.kind ?? undefined,
      instructions: fields.instructions,
      dueAt: dueAt ?? undefined,
      attachment: attachment?.key,
    });
    const problem = dueAt === null ? null : dueAtProblem(dueAt);
    const found: Problems = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'dueAt' ? 'due' : (issue.path[0] as Field);
        found[field] ??= issue.message;
      }
    if (dueAt === null) found.due = t('ask.dueRequired');
    else if (problem === 'past') found.due = t('ask.duePast');
    else if (problem === 'far') found.due = t('ask.dueFar', { count: MEDIA_REQUEST_RULES.maxDaysAhead });
    setProblems(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    ask.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('ask.sent', { name: isolate(talentName) }));
        ask.reset();
        close();
      },
      onError: (error) => {
        toast.error(errorMessage(error, t('ask.failed')));
      },
    });
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('ask.title', { name: isolate(talentName) })}
      description={t('ask.description')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <fieldset aria-describedby={problems.kind === undefined ? undefined : `${id}-kind-error`}>
          <legend className="text-sm font-semibold text-ink-900">{t('ask.kind')}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {MEDIA_REQUEST_KINDS.map((kind) => (
              <label
                key={kind}
                className="flex cursor-pointer items-center gap-2 rounded-full border border-ink-950/15 px-4 py-2 text-sm has-checked:border-ink-950 has-checked:bg-ink-950/5"
              >
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={kind}
                  checked={fields.kind === kind}
                  className="accent-accent-600"
                  onChange={() => {
                    change('kind', kind);
                  }}
                />
                {t(`kind.${kind}`)}
              </label>
            ))}
          </div>
          {problems.kind === undefined ? null : (
            <FieldError id={`${id}-kind-error`} className="mt-2" message={problems.kind} />
          )}
        </fieldset>
        <TextareaField
          label={t('ask.instructions')}
          hint={t('ask.instructionsHint')}
          dir="auto"
          maxLength={MAX_LENGTHS.mediaRequestInstructions}
          value={fields.instructions}
          error={problems.instructions}
          onChange={(event) => {
            change('instructions', event.target.value);
          }}
        />
        <DocumentField
          label={t('ask.attachment')}
          hint={t('ask.attachmentHint')}
          chooseLabel={t('ask.attach')}
          replaceLabel={t('ask.replaceAttachment')}
          uploadingLabel={t('ask.uploading')}
          fileName={attachment?.name ?? null}
          progress={progress}
          error={problems.attachment}
          disabled={progress !== null}
          onFile={(file) => {
            void upload(file);
          }}
        />
        <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
          <DateField
            label={t('ask.dueDate')}
            value={fields.date}
            error={problems.due}
            onChange={(value) => {
              change('date', value);
            }}
          />
          <TextField
            type="time"
            label={t('ask.dueTime')}
            value={fields.time}
            onChange={(event) => {
              change('time', event.target.value);
            }}
          />
        </div>
        <p aria-live="polite" className="min-h-5 text-sm text-ink-700">
          {due === null ? t('ask.dueHint') : t('ask.duePreview', { date: due.date, time: due.time })}
        </p>
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={close} disabled={ask.isPending}>
            {t('ask.cancel')}
          </Button>
          <Button type="submit" pending={ask.isPending} disabled={progress !== null}>
            {t('ask.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
