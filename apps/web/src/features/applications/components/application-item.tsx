import type { MyApplication } from '@casting/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatStandaloneDate } from '../../../lib/format';
import { formatPay } from '../../../lib/money';
import { LinkButton } from '../../../ui/link-button';
import { LocalDay } from '../../../ui/local-day';
import { InvitationActions } from './invitation-actions';
import { StatusBadge } from './status-badge';

/** What the talent can do next: answer an open invitation, or see that its job has closed. */
function NextStep({ application }: { readonly application: MyApplication }) {
  const { t } = useTranslation('applications');
  if (application.requestStatus !== 'INVITED') return null;
  if (application.job.jobStatus !== 'OPEN') {
    return <p className="text-sm font-medium text-ink-600">{t('item.jobClosed')}</p>;
  }
  return (
    <InvitationActions
      invitation={{
        requestId: application.id,
        job: { id: application.job.id, title: application.job.title, organization: application.organization },
      }}
    />
  );
}

export function ApplicationItem({ application }: { readonly application: MyApplication }) {
  const { t } = useTranslation('applications');
  const titleId = useId();
  const invitation =
    application.requestStatus === 'INVITED' || application.requestStatus === 'INVITATION_DECLINED';
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-card border border-ink-950/10 bg-sand-50 p-5 shadow-card sm:flex-row sm:items-center sm:gap-6"
    >
      <img
        src={application.organization.logo}
        alt=""
        loading="lazy"
        decoding="async"
        width={56}
        height={56}
        className="size-14 shrink-0 rounded-xl bg-white object-cover ring-1 ring-ink-950/10"
      />
      <div className="min-w-0 flex-1">
        <p dir="auto" className="truncate text-sm text-ink-600">
          {application.organization.name}
        </p>
        <h2 id={titleId} className="mt-0.5 font-display text-xl font-medium text-ink-950">
          <Link
            to={paths.job(application.job.id)}
            dir="auto"
            className="underline-offset-4 hover:text-accent-700 hover:underline"
          >
            {application.job.title}
          </Link>
        </h2>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-700">
          <StatusBadge status={application.requestStatus} />
          <span>{formatPay(application.job.pay)}</span>
          <LocalDay
            value={application.createdAt}
            text={(zone) => {
              const date = formatStandaloneDate(application.createdAt, { dateStyle: 'long', ...zone });
              return invitation ? t('item.invitedOn', { date }) : t('item.appliedOn', { date });
            }}
          />
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-3 sm:justify-end">
        <NextStep application={application} />
        <LinkButton
          to={paths.chat(application.chatId)}
          variant="ghost"
          size="sm"
          aria-label={t('item.openChatWith', {
            organization: application.organization.name,
            title: application.job.title,
          })}
        >
          {t('item.openChat')}
        </LinkButton>
      </div>
    </article>
  );
}
