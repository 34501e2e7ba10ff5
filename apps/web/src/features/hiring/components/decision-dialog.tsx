import { MAX_LENGTHS, type Applicant } from '@casting/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { isolate } from '../../../lib/isolate';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TextareaField } from '../../../ui/form/textarea-field';
import { useDecideApplicant } from '../api/decide-applicant';
import type { ApplicantDecision } from './applicant-card';

export interface DecisionTarget {
  readonly applicant: Applicant;
  readonly decision: ApplicantDecision;
}

export interface DecisionDialogProps {
  readonly jobId: string;
  readonly jobTitle: string;
  readonly target: DecisionTarget | null;
  readonly onClose: () => void;
}

/** Accept or decline, confirmed first; a decline may carry a short message of the organization's own. */
export function DecisionDialog({ jobId, jobTitle, target, onClose }: DecisionDialogProps) {
  const { t } = useTranslation('hiring');
  const decide = useDecideApplicant(jobId);
  const [message, setMessage] = useState('');
  // Held while the dialog plays its closing transition, so its text does not change meanwhile.
  const [shown, setShown] = useState<DecisionTarget | null>(target);
  if (target !== null && target !== shown) {
    setShown(target);
    setMessage('');
  }
  const decision = shown?.decision ?? 'accept';
  const name = isolate(shown?.applicant.talent.fullName ?? '');

  const confirm = () => {
    if (target === null) return;
    const requestId = target.applicant.id;
    decide.mutate(
      target.decision === 'accept'
        ? { action: 'accept', requestId }
        : { action: 'reject', requestId, message },
      {
        onSuccess: () => {
          toast.success(t(`decision.${target.decision}.success`));
          onClose();
        },
        onError: (error) => {
          toast.error(errorMessage(error, t('decision.failed')));
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={target !== null}
      onClose={onClose}
      title={t(`decision.${decision}.title`, { name })}
      description={t(`decision.${decision}.description`, { name, title: isolate(jobTitle) })}
      confirmLabel={t(`decision.${decision}.confirm`)}
      cancelLabel={t('decision.cancel')}
      confirmVariant={decision === 'accept' ? 'primary' : 'dark'}
      pending={decide.isPending}
      onConfirm={confirm}
    >
      {decision === 'reject' ? (
        <TextareaField
          label={t('decision.reject.messageLabel')}
          hint={t('decision.reject.messageHint')}
          dir="auto"
          rows={3}
          maxLength={MAX_LENGTHS.declineMessage}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
          }}
        />
      ) : undefined}
    </ConfirmDialog>
  );
}
