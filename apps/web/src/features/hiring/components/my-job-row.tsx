import type { ApplicantCounts, MyJob } from '@casting/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocalDay } from '../../../ui/local-day';
import { paths } from '../../../config/paths';
import { formatNumber, formatStandaloneDate } from '../../../lib/format';
import { formatPay } from '../../../lib/money';
import { cx } from '../../../ui/class-names';
import { LinkButton } from '../../../ui/link-button';
import { CloseJobButton } from './close-job-button';
import { HeadcountBanner } from './headcount-banner';
import { JobStatusBadge } from './job-status-badge';
import { ReopenJobButton } from './reopen-job-button';

const COUNT_ORDER = [
  'pending',
  'accepted',
  'declined',
  'finished',
] as const satisfies readonly (keyof ApplicantCounts)[];

const COUNT_STYLES: { readonly [K in keyof ApplicantCounts]: string } = {
  pending: 'text-accent-700',
  accepted: 'text-emerald-700',
  declined: 'text-ink-600',
  finished: 'text-ink-950',
};

/** Accepted talent, those whose job is finished included: who fills the headcount. */
export function hiredCount(counts: ApplicantCounts): number {
  return counts.accepted + counts.finished;
}

export function MyJobRow({ job }: { readonly job: MyJob }) {
  const { t } = useTranslation('hiring');
  const { t: tc } = useTranslation();
  const titleId = useId();
  const hired = hiredCount(job.counts);
  const open = job.jobStatus === 'OPEN';

  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-card border border-ink-950/10 bg-white p-6 shadow-card transition-shadow hover:shadow-lift"
      >
        <div className="flex flex-wrap items-start gap-x-8 gap-y-5">
          <div className="min-w-0 flex-1 basis-72">
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-eyebrow font-semibold text-accent-600 uppercase">
                {tc(`specialties.${job.jobCategory}`)}
              </p>
              <JobStatusBadge status={job.jobStatus} />
            </div>
            <h2 id={titleId} dir="auto" className="mt-2 font-display text-2xl font-medium text-ink-950">
              <Link to={paths.jobApplicants(job.id)} className="hover:underline">
                {job.title}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-ink-600">
              <LocalDay
                value={job.createdAt}
                text={(zone) =>
                  t('myJobs.posted', {
                    date: formatStandaloneDate(job.createdAt, { dateStyle: 'long', ...zone }),
                  })
                }
              />
              <span aria-hidden="true" className="mx-2">
                ·
              </span>
              {t('myJobs.headcount', { count: job.headcount })}
              <span aria-hidden="true" className="mx-2">
                ·
              </span>
              {formatPay(job.pay)}
            </p>
          </div>
          <dl className="grid grid-cols-4 gap-2 rounded-2xl bg-sand-100 p-2">
            {COUNT_ORDER.map((state) => (
              <div key={state} className="min-w-20 rounded-xl px-3 py-2 text-center">
                <dt className="text-xs font-medium text-ink-600">{t(`counts.${state}`)}</dt>
                <dd className={cx('mt-1 font-display text-2xl tabular-nums', COUNT_STYLES[state])}>
                  {formatNumber(job.counts[state])}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        {open && hired >= job.headcount ? (
          <div className="mt-5">
            <HeadcountBanner jobId={job.id} jobTitle={job.title} headcount={job.headcount} hired={hired} />
          </div>
        ) : null}
        <div className="mt-5 flex flex-wrap items-center justify-end gap-2 border-t border-ink-950/8 pt-5">
          <LinkButton to={paths.job(job.id)} variant="ghost" size="sm" aria-describedby={titleId}>
            {t('myJobs.viewJob')}
          </LinkButton>
          {open ? (
            hired >= job.headcount ? null : (
              <CloseJobButton jobId={job.id} jobTitle={job.title} />
            )
          ) : (
            <ReopenJobButton jobId={job.id} />
          )}
          <LinkButton to={paths.jobApplicants(job.id)} variant="dark" size="sm" aria-describedby={titleId}>
            {t('myJobs.viewApplicants')}
          </LinkButton>
        </div>
      </article>
    </li>
  );
}
