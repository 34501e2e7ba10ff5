import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { isolate } from '../../../lib/isolate';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { ModalActions } from '../../../ui/modal-actions';
import { useDeclineInvitation } from '../api/decline-invitation';
import type { Invitation } from './invitation-actions';

export interface DeclineInvitationModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly invitation: Invitation;
}

/** Declining tells the organization, so the talent confirms it first. */
export function DeclineInvitationModal({ open, onClose, invitation }: DeclineInvitationModalProps) {
  const { t } = useTranslation('applications');
  const decline = useDeclineInvitation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={t('invitation.declineTitle')}
      description={t('invitation.declineIntro', {
        organization: isolate(invitation.job.organization.name),
        title: isolate(invitation.job.title),
      })}
    >
      <ModalActions cancelLabel={t('invitation.cancel')} onCancel={onClose}>
        <Button
          variant="dark"
          pending={decline.isPending}
          onClick={() => {
            decline.mutate(invitation.requestId, {
              onSuccess: () => {
                toast.success(t('invitation.declined'));
                onClose();
              },
              onError: (error) => {
                toast.error(errorMessage(error, t('invitation.declineFailed')));
              },
            });
          }}
        >
          {decline.isPending ? t('invitation.declining') : t('invitation.declineConfirm')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
