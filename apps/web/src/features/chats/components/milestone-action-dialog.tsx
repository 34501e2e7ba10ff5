import {
  DeclineMilestoneSchema,
  DisputeMilestoneSchema,
  MAX_LENGTHS,
  type Milestone,
} from '@casting/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { isolate } from '../../../lib/isolate';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TextareaField } from '../../../ui/form/textarea-field';
import { useFundMilestone, useMilestoneMove } from '../api/milestone-mutations';
import type { PartyMilestoneAction } from '../milestone-status';
import { formatRiyals } from '../riyals';

export interface MilestoneActionTarget {
  readonly milestone: Milestone;
  readonly action: PartyMilestoneAction;
}

export interface MilestoneActionDialogProps {
  readonly requestId: string;
  readonly target: MilestoneActionTarget | null;
  readonly onClose: () => void;
}

/** The reason an action takes, checked by the contract's rule: its message, or the reason to send. */
function checkReason(action: PartyMilestoneAction, reason: string): { error?: string; reason?: string } {
  if (action === 'dispute') {
    const parsed = DisputeMilestoneSchema.safeParse({ reason });
    return parsed.success ? { reason: parsed.data.reason } : { error: parsed.error.issues[0]?.message };
  }
  if (action === 'decline') {
    const parsed = DeclineMilestoneSchema.safeParse({ reason });
    if (!parsed.success) return { error: parsed.error.issues[0]?.message };
    return parsed.data.reason === '' ? {} : { reason: parsed.data.reason };
  }
  return {};
}

/**
 * The question before each action on a milestone, with what it means for the money; declining
 * takes an optional reason and disputing a required one. Funding sends the organization to the
 * provider's payment page. A refusal from the server is shown here, with the dialog kept open.
 */
export function MilestoneActionDialog({ requestId, target, onClose }: MilestoneActionDialogProps) {
  const { t } = useTranslation('chats');
  const move = useMilestoneMove(requestId);
  const fund = useFundMilestone();
  // The last target stays rendered while the dialog fades out.
  const [shown, setShown] = useState(target);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  if (target !== null && target !== shown) {
    setShown(target);
    setReason('');
    setReasonError(undefined);
    setFailure(null);
  }
  const pending = move.isPending || fund.isPending || fund.isSuccess;

  if (shown === null) return null;
  const { milestone, action } = shown;
  const takesReason = action === 'decline' || action === 'dispute';

  const confirm = () => {
    setFailure(null);
    if (action === 'fund') {
      fund.mutate(milestone.id, {
        onSuccess: (redirectUrl) => {
          window.location.assign(redirectUrl);
        },
        onError: (error) => {
          setFailure(errorMessage(error, t('milestones.failed')));
        },
      });
      return;
    }
    const checked = checkReason(action, reason);
    setReasonError(checked.error);
    if (checked.error !== undefined) return;
    move.mutate(
      { action, milestoneId: milestone.id, reason: checked.reason },
      {
        onSuccess: () => {
          toast.success(t(`milestones.success.${action}`));
          onClose();
        },
        onError: (error) => {
          setFailure(errorMessage(error, t('milestones.failed')));
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={target !== null}
      title={t(`milestones.confirm.${action}.title`)}
      description={t(`milestones.confirm.${action}.description`, {
        title: isolate(milestone.title),
        amount: isolate(formatRiyals(milestone.amount)),
        net: isolate(formatRiyals(milestone.net)),
        fee: isolate(formatRiyals(milestone.fee)),
        vat: isolate(formatRiyals(milestone.vat)),
      })}
      confirmLabel={
        action === 'fund' ? t('milestones.confirm.fund.confirm') : t(`milestones.actions.${action}`)
      }
      cancelLabel={t('milestones.confirm.cancel')}
      confirmVariant={action === 'accept' || action === 'fund' || action === 'release' ? 'primary' : 'dark'}
      pending={pending}
      onClose={onClose}
      onConfirm={confirm}
    >
      {takesReason || failure !== null ? (
        <div className="flex flex-col gap-4">
          {takesReason ? (
            <TextareaField
              label={
                action === 'dispute' ? t('milestones.confirm.reason') : t('milestones.confirm.reasonOptional')
              }
              rows={3}
              dir="auto"
              maxLength={action === 'dispute' ? MAX_LENGTHS.disputeReason : MAX_LENGTHS.declineMessage}
              value={reason}
              error={reasonError}
              required={action === 'dispute'}
              onChange={(event) => {
                setReason(event.target.value);
              }}
            />
          ) : null}
          {failure === null ? null : (
            <p role="alert" className="text-sm font-medium text-accent-700">
              {failure}
            </p>
          )}
        </div>
      ) : undefined}
    </ConfirmDialog>
  );
}
