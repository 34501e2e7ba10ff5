import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { ModalActions } from '../../../ui/modal-actions';
import { useCloseJob } from '../api/close-job';

export interface CloseJobModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly jobId: string;
}

/** Closing cannot be undone, so the organization confirms it first. */
export function CloseJobModal({ open, onClose, jobId }: CloseJobModalProps) {
  const { t } = useTranslation('jobs');
  const { t: tc } = useTranslation();
  const closeJob = useCloseJob(jobId);
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={t('jobDetail.close.modalTitle')}
      description={t('jobDetail.close.modalIntro')}
    >
      <ModalActions cancelLabel={t('jobDetail.close.cancel')} onCancel={onClose}>
        <Button
          variant="dark"
          pending={closeJob.isPending}
          onClick={() => {
            closeJob.mutate(undefined, {
              onSuccess: () => {
                toast.success(t('jobDetail.close.success'));
                onClose();
              },
              onError: (error) => {
                toast.error(errorMessage(error, tc('errors.unexpected')));
              },
            });
          }}
        >
          {closeJob.isPending ? t('jobDetail.close.closing') : t('jobDetail.close.confirm')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
