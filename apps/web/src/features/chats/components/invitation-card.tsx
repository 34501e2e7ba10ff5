import type { AccountRole, Message } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cx } from '../../../ui/class-names';
import { BriefcaseIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { InvitationActions } from '../../applications/components/invitation-actions';
import { StatusBadge } from '../../applications/components/status-badge';
import { useJob } from '../../jobs/api/get-job';

type JobRequest = NonNullable<Message['jobRequest']>;

/** The talent's answer to an open invitation; the job says whether it still takes applications. */
function TalentAnswer({ request }: { readonly request: JobRequest }) {
  const { t } = useTranslation('applications');
  const job = useJob(request.job.id);
  if (job.data === undefined) {
    return job.isError ? null : <Spinner className="size-4 text-accent-600" />;
  }
  if (job.data.jobStatus !== 'OPEN') {
    return <p className="text-sm font-medium text-ink-600">{t('item.jobClosed')}</p>;
  }
  return <InvitationActions invitation={{ requestId: request.id, job: job.data }} />;
}

/** Where the invitation stands: open, declined, or answered with an application. */
function InvitationState({ request }: { readonly request: JobRequest }) {
  const { t } = useTranslation('applications');
  if (request.requestStatus === 'INVITED' || request.requestStatus === 'INVITATION_DECLINED') {
    return <StatusBadge status={request.requestStatus} />;
  }
  return (
    <span className="inline-flex rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-accent-700">
      {t('invitation.applied')}
    </span>
  );
}

/**
 * Issue 15: the card of an invitation to apply. The job and its state for both sides; Apply and
 * Decline for the invited talent while the invitation is open.
 */
export function InvitationCard({
  message,
  jobRequest,
  role,
}: {
  readonly message: Message;
  readonly jobRequest: JobRequest;
  readonly role: AccountRole;
}) {
  const { t } = useTranslation('applications');
  const answerable = role === 'INDIVIDUAL' && jobRequest.requestStatus === 'INVITED';
  return (
    <article
      aria-label={t('invitation.eyebrow')}
      className={cx(
        'w-full max-w-md rounded-3xl border border-ink-950/10 bg-white p-5 shadow-card',
        message.isMine ? 'rounded-ee-md' : 'rounded-es-md',
      )}
    >
      <p className="flex items-center gap-2 text-eyebrow font-semibold text-accent-700 uppercase">
        <BriefcaseIcon className="size-4" />
        {t('invitation.eyebrow')}
      </p>
      <h3 className="mt-2 font-display text-lg font-medium text-ink-950">
        <Link
          to={paths.job(jobRequest.job.id)}
          dir="auto"
          className="underline-offset-4 hover:text-accent-700 hover:underline"
        >
          {jobRequest.job.title}
        </Link>
      </h3>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <InvitationState request={jobRequest} />
        {answerable ? <TalentAnswer request={jobRequest} /> : null}
      </div>
    </article>
  );
}
