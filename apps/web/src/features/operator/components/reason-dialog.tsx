import { OPERATOR_RULES, operatorReasonSchema } from '@casting/contract';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import type { ButtonVariant } from '../../../ui/button-styles';
import { TextField } from '../../../ui/form/text-field';
import { TextareaField } from '../../../ui/form/textarea-field';
import { Modal } from '../../../ui/modal';
import { ModalActions } from '../../../ui/modal-actions';
import { daysOf } from '../operator-format';

export interface ReasonDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  /** What the action does, read before confirming it. */
  readonly description: string;
  readonly confirmLabel: string;
  readonly confirmVariant?: ButtonVariant;
  /** Asks for a number of days too (a suspension), starting at `days`. */
  readonly days?: number;
  /** The reason the field starts with (an approval's usual one). */
  readonly initialReason?: string;
  /** The reason field's label: "Reason" unless the action calls it something else (a note). */
  readonly reasonLabel?: string;
  readonly pending: boolean;
  /** Anything else the decision takes, above the reason (a dispute's outcome). */
  readonly children?: ReactNode;
  /** Checks what `children` hold and shows their errors; false keeps the dialog open. */
  readonly validate?: () => boolean;
  readonly onConfirm: (input: { reason: string; days?: number }) => void;
}

/**
 * The confirmation of an operator's decision: what it does, the reason it is taken for (kept in
 * the audit log) and, for a suspension, how many days. Checked by the contract's rules before it
 * is sent; the server checks them again.
 */
export function ReasonDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  confirmVariant = 'dark',
  days: initialDays,
  initialReason = '',
  reasonLabel,
  pending,
  children,
  validate,
  onConfirm,
}: ReasonDialogProps) {
  const { t } = useTranslation('operator');
  const formId = useId();
  const [reason, setReason] = useState(initialReason);
  const [days, setDays] = useState(initialDays === undefined ? '' : String(initialDays));
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [daysError, setDaysError] = useState<string | undefined>();
  const leave = pending ? () => undefined : onClose;

  const submit = () => {
    const parsed = operatorReasonSchema.safeParse(reason);
    const nextReasonError = parsed.success ? undefined : parsed.error.issues[0]?.message;
    let dayCount: number | undefined;
    let nextDaysError: string | undefined;
    if (initialDays !== undefined) {
      dayCount = daysOf(days);
      if (!(dayCount >= 1 && dayCount <= OPERATOR_RULES.maxSuspensionDays))
        nextDaysError = t('console.daysInvalid');
    }
    const othersValid = validate?.() ?? true;
    setReasonError(nextReasonError);
    setDaysError(nextDaysError);
    if (!parsed.success || nextDaysError !== undefined || !othersValid) {
      // Once the errors are drawn, the first field that has one takes the focus.
      window.setTimeout(() => {
        document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      }, 0);
      return;
    }
    onConfirm({ reason: parsed.data, ...(dayCount === undefined ? {} : { days: dayCount }) });
  };

  return (
    <Modal open={open} onClose={leave} size="md" title={title} description={description}>
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="flex flex-col gap-5"
      >
        {children}
        {initialDays === undefined ? null : (
          <TextField
            label={t('console.days')}
            hint={t('console.daysHint')}
            error={daysError}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            maxLength={4}
            value={days}
            className="max-w-32 text-start tabular-nums"
            onChange={(event) => {
              setDays(event.target.value);
              setDaysError(undefined);
            }}
          />
        )}
        <TextareaField
          label={reasonLabel ?? t('console.reason')}
          hint={t('console.reasonHint')}
          error={reasonError}
          dir="auto"
          rows={3}
          maxLength={OPERATOR_RULES.reasonMaxLength}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
        />
        <ModalActions cancelLabel={t('console.cancel')} onCancel={leave}>
          <Button type="submit" variant={confirmVariant} pending={pending}>
            {confirmLabel}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
