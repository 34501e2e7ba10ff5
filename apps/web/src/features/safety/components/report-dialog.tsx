import {
  CreateReportBodySchema,
  MAX_LENGTHS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@casting/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { isolate } from '../../../lib/isolate';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { FieldError } from '../../../ui/form/field-error';
import { TextareaField } from '../../../ui/form/textarea-field';
import { IsolatedText } from '../../../ui/isolated-text';
import { Modal } from '../../../ui/modal';
import { ModalActions } from '../../../ui/modal-actions';
import { sendReport } from '../api/safety-requests';

export interface ReportDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly targetType: ReportTargetType;
  readonly targetId: string;
  /** Who wrote or owns what is reported, named in a user's report and in the offer to block. */
  readonly name: string;
  /** Offered once the report is sent, when the reported person can be blocked from here. */
  readonly onBlock?: (() => void) | undefined;
}

/**
 * A reason (radio buttons) and optional details, sent as one report; then the server's thanks and
 * what happens next. Reporting the same item again answers the first report, so a second send is
 * harmless.
 */
export function ReportDialog({ open, onClose, targetType, targetId, name, onBlock }: ReportDialogProps) {
  const { t } = useTranslation('safety');
  const reasonsId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [thanks, setThanks] = useState<string | null>(null);
  const firstReason = useRef<HTMLInputElement>(null);
  const doneButton = useRef<HTMLButtonElement>(null);
  const report = useMutation({ mutationFn: sendReport });

  // The form's buttons are gone once it is sent: focus goes to the one that closes the dialog.
  useEffect(() => {
    if (thanks !== null) doneButton.current?.focus();
  }, [thanks]);

  const submit = () => {
    const parsed = CreateReportBodySchema.safeParse({
      targetType,
      targetId,
      reason: reason ?? undefined,
      details,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue?.message);
      if (issue?.path[0] === 'reason') firstReason.current?.focus();
      return;
    }
    setError(undefined);
    report.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        setThanks(message ?? t('report.thanksFallback'));
      },
      onError: (failure) => {
        toast.error(errorMessage(failure, t('report.failed')));
      },
    });
  };

  const title = t(`report.title.${targetType}`, { name: isolate(name) });
  const leave = report.isPending ? () => undefined : onClose;

  if (thanks !== null) {
    return (
      <Modal open={open} onClose={onClose} size="sm" title={t('report.thanksTitle')}>
        <p role="status" dir="auto" className="text-ink-800">
          {thanks}
        </p>
        {onBlock === undefined ? null : (
          <p className="mt-4 text-ink-700">
            <IsolatedText text={t('report.blockSuggestion', { name: isolate(name) })} />
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3 pt-8">
          {onBlock === undefined ? null : (
            <Button variant="outline" onClick={onBlock}>
              <IsolatedText text={t('menu.block', { name: isolate(name) })} />
            </Button>
          )}
          <Button ref={doneButton} variant="dark" onClick={onClose}>
            {t('report.done')}
          </Button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal open={open} onClose={leave} size="lg" title={title} description={t('report.intro')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset aria-describedby={error === undefined ? undefined : `${reasonsId}-error`}>
          <legend className="text-sm font-semibold text-ink-900">{t('report.reasonsLabel')}</legend>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {REPORT_REASONS.map((value, index) => (
              <li key={value}>
                <label className="flex h-full cursor-pointer items-start gap-3 rounded-2xl border border-ink-950/10 bg-white px-4 py-3 transition-colors hover:border-ink-950/30 has-checked:border-accent-600 has-checked:bg-accent-100/40 has-focus-visible:ring-2 has-focus-visible:ring-accent-600">
                  <input
                    ref={index === 0 ? firstReason : undefined}
                    type="radio"
                    name={`${reasonsId}-reason`}
                    value={value}
                    checked={reason === value}
                    aria-invalid={error !== undefined && reason === null ? true : undefined}
                    onChange={() => {
                      setReason(value);
                      setError(undefined);
                    }}
                    className="mt-0.5 size-5 shrink-0 cursor-pointer accent-accent-600"
                  />
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className="font-semibold text-ink-950">{t(`report.reasons.${value}`)}</span>
                    <span className="text-sm text-ink-600">{t(`report.hints.${value}`)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {error === undefined ? null : (
            <div className="mt-2">
              <FieldError id={`${reasonsId}-error`} message={error} />
            </div>
          )}
        </fieldset>
        <div className="mt-6">
          <TextareaField
            label={t('report.details')}
            hint={t('report.detailsHint')}
            dir="auto"
            rows={3}
            maxLength={MAX_LENGTHS.reportDetails}
            value={details}
            onChange={(event) => {
              setDetails(event.target.value);
            }}
          />
        </div>
        <ModalActions cancelLabel={t('report.cancel')} onCancel={leave} className="pt-6">
          <Button type="submit" variant="dark" pending={report.isPending}>
            {t('report.submit')}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
