import { zodResolver } from '@hookform/resolvers/zod';
import { ApplyJobSchema, MAX_LENGTHS, type ApplyJob } from '@casting/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { TextareaField } from '../../../ui/form/textarea-field';
import { ModalActions } from '../../../ui/modal-actions';
import { useApplyForJob } from '../api/apply-for-job';
import type { ApplyModalProps } from './apply-modal';

export function ApplyForm({ job, onClose, onRefused }: Omit<ApplyModalProps, 'open'>) {
  const { t } = useTranslation('jobs');
  const apply = useApplyForJob(job.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ApplyJobSchema),
    mode: 'onTouched',
    defaultValues: { coverLetter: '' },
  });

  const submit = ({ coverLetter }: ApplyJob) => {
    apply.mutate(
      { organizationId: job.organization.id, coverLetter },
      {
        onSuccess: () => {
          toast.success(t('jobDetail.apply.success'));
          onClose();
        },
        onError: (error) => {
          // Spec §8: NOT_ALLOWED means this talent has applied already; the dialog closes.
          if (error instanceof ApiError && error.code === 'NOT_ALLOWED') {
            toast.error(errorMessage(error, t('jobDetail.apply.alreadyApplied')));
            onRefused();
            onClose();
            return;
          }
          toast.error(errorMessage(error, t('jobDetail.apply.failed')));
          // Issue 36: a licence the job requires that expired meanwhile; the page says so after.
          if (error instanceof ApiError && error.status === 403) onRefused();
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        void handleSubmit(submit)(event);
      }}
    >
      <TextareaField
        label={t('jobDetail.apply.coverLetter')}
        rows={8}
        maxLength={MAX_LENGTHS.coverLetter}
        autoFocus
        error={errors.coverLetter?.message}
        {...register('coverLetter')}
      />
      <ModalActions className="mt-6" cancelLabel={t('jobDetail.apply.cancel')} onCancel={onClose}>
        <Button type="submit" pending={apply.isPending}>
          {apply.isPending ? t('jobDetail.apply.sending') : t('jobDetail.apply.send')}
        </Button>
      </ModalActions>
    </form>
  );
}
