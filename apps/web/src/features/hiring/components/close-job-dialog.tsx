import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { isolate } from '../../../lib/isolate';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useSetJobStatus } from '../api/set-job-status';

export interface CloseJobDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly jobId: string;
  readonly jobTitle: string;
}

/** Closing declines every pending applicant, so the organization is told and asked first. */
export function CloseJobDialog({ open, onClose, jobId, jobTitle }: CloseJobDialogProps) {
  const { t } = useTranslation('hiring');
  const { t: tc } = useTranslation();
  const setStatus = useSetJobStatus(jobId);
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('closeJob.title')}
      description={t('closeJob.description', { title: isolate(jobTitle) })}
      confirmLabel={t('closeJob.confirm')}
      cancelLabel={t('closeJob.cancel')}
      pending={setStatus.isPending}
      onConfirm={() => {
        // Awaited rather than given callbacks: the banner holding this dialog goes once the job is closed.
        setStatus.mutateAsync('close').then(
          () => {
            toast.success(t('closeJob.success'));
            onClose();
          },
          (error: unknown) => {
            toast.error(errorMessage(error, tc('errors.unexpected')));
          },
        );
      }}
    />
  );
}
