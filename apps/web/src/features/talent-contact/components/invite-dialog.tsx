import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { isolate } from '../../../lib/isolate';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { LinkButton } from '../../../ui/link-button';
import { Modal } from '../../../ui/modal';
import { ModalActions } from '../../../ui/modal-actions';
import { Spinner } from '../../../ui/spinner';
import { useOpenJobs } from '../api/get-open-jobs';
import { useInviteTalent } from '../api/invite-talent';
import { OpenJobChoice } from './open-job-choice';

export interface InviteDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly individualId: string;
  readonly name: string;
}

/** Invite to apply: one of the organization's open jobs, chosen and sent. */
export function InviteDialog({ open, onClose, individualId, name }: InviteDialogProps) {
  const { t } = useTranslation('saved');
  const groupName = useId();
  const [jobId, setJobId] = useState<string | null>(null);
  const jobs = useOpenJobs(open);
  const invite = useInviteTalent(individualId);
  const items = jobs.data?.pages.flatMap((page) => page.items) ?? [];

  const close = () => {
    invite.reset();
    setJobId(null);
    onClose();
  };

  const send = () => {
    if (jobId === null) return;
    invite.mutate(jobId, {
      onSuccess: () => {
        toast.success(t('invite.sent', { name: isolate(name) }));
        close();
      },
    });
  };

  let body: ReactNode;
  if (jobs.isPending) {
    body = (
      <p role="status" className="flex items-center gap-3 text-ink-600">
        <Spinner className="size-4" />
        {t('invite.loading')}
      </p>
    );
  } else if (jobs.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-accent-700">
        {errorMessage(jobs.error, t('invite.loadError'))}
        <Button size="sm" variant="outline" onClick={() => void jobs.refetch()}>
          {t('invite.retry')}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="rounded-2xl border border-dashed border-ink-950/20 px-6 py-8 text-center">
        <p className="font-semibold text-ink-950">{t('invite.emptyTitle')}</p>
        <p className="mt-1 text-ink-700">{t('invite.emptyBody')}</p>
        <LinkButton to={paths.postJob} variant="dark" className="mt-5">
          {t('invite.postJob')}
        </LinkButton>
      </div>
    );
  } else {
    body = (
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-ink-900">{t('invite.jobsLabel')}</legend>
        <ul className="flex flex-col gap-2">
          {items.map((job) => (
            <OpenJobChoice
              key={job.id}
              job={job}
              name={groupName}
              checked={jobId === job.id}
              onChoose={() => {
                setJobId(job.id);
                invite.reset();
              }}
            />
          ))}
        </ul>
        {jobs.hasNextPage ? (
          <Button
            variant="ghost"
            size="sm"
            className="mt-3"
            pending={jobs.isFetchingNextPage}
            onClick={() => void jobs.fetchNextPage()}
          >
            {t('invite.more')}
          </Button>
        ) : null}
      </fieldset>
    );
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('invite.title', { name: isolate(name) })}
      description={t('invite.intro', { name: isolate(name) })}
    >
      {body}
      {invite.isError ? (
        <p role="alert" className="mt-4 rounded-2xl bg-accent-100/60 px-4 py-3 font-medium text-accent-700">
          {errorMessage(invite.error, t('invite.failed'))}
        </p>
      ) : null}
      <ModalActions cancelLabel={t('invite.cancel')} onCancel={close} className="mt-6 pt-4">
        <Button variant="dark" disabled={jobId === null} pending={invite.isPending} onClick={send}>
          {invite.isPending ? t('invite.sending') : t('invite.send')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
