import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import type { ButtonSize } from '../../../ui/button-styles';
import { useSetJobStatus } from '../api/set-job-status';

/** Reopening takes applications again and changes no decision, so it needs no confirmation. */
export function ReopenJobButton({
  jobId,
  size = 'sm',
}: {
  readonly jobId: string;
  readonly size?: ButtonSize;
}) {
  const { t } = useTranslation('hiring');
  const { t: tc } = useTranslation();
  const setStatus = useSetJobStatus(jobId);
  return (
    <Button
      variant="outline"
      size={size}
      pending={setStatus.isPending}
      onClick={() => {
        // Awaited rather than given callbacks: a Close button takes this one's place once the job is open.
        setStatus.mutateAsync('reopen').then(
          () => {
            toast.success(t('reopenJob.success'));
          },
          (error: unknown) => {
            toast.error(errorMessage(error, tc('errors.unexpected')));
          },
        );
      }}
    >
      {t('reopenJob.button')}
    </Button>
  );
}
