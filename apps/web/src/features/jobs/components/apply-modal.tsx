import { zodResolver } from '@hookform/resolvers/zod';
import { ApplyJobSchema, MAX_LENGTHS, type ApplyJob } from '@casting/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { TextareaField } from '../../../ui/form/textarea-field';
import { Modal } from '../../../ui/modal';
import { ModalActions } from '../../../ui/modal-actions';
import { useApplyForJob } from '../api/apply-for-job';
import { isolate } from '../../../lib/isolate';

/** The job applied for: from its page, from My Applications or from an invitation in a chat. */
export interface ApplyTarget {
  readonly id: string;
  readonly title: string;
  readonly organization: { readonly id: string; readonly name: string };
}

export interface ApplyModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly job: ApplyTarget;
  /** Called when the server says the application is not allowed (already applied, or closed meanwhile). */
  readonly onRefused: () => void;
}

function ApplyForm({ job, onClose, onRefused }: Omit<ApplyModalProps, 'open'>) {
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

/** Spec §2: applying asks for a cover letter, which becomes the first message to the organization. */
export function ApplyModal({ open, onClose, job, onRefused }: ApplyModalProps) {
  const { t } = useTranslation('jobs');
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={t('jobDetail.apply.modalTitle')}
      description={t('jobDetail.apply.modalIntro', {
        organization: isolate(job.organization.name),
        title: isolate(job.title),
      })}
    >
      <ApplyForm job={job} onClose={onClose} onRefused={onRefused} />
    </Modal>
  );
}
