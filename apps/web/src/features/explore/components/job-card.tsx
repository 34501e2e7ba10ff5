import type { JobListItem } from '@casting/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { countryName } from '../../../lib/country-display-name';
import { formatPay } from '../../../lib/money';
import { formatJobDuration } from '../../../lib/job-format';
import { useSession } from '../../../lib/session-store';
import { ClockIcon, MapPinIcon } from '../../../ui/icons';
import { cx } from '../../../ui/class-names';
import { LinkButton } from '../../../ui/link-button';
import { StarsOrNew } from '../../../ui/stars-or-new';
import { VerifiedMark } from '../../../ui/verified-mark';
import { SafetyMenu } from '../../safety/components/safety-menu';

export function JobCard({ job }: { readonly job: JobListItem }) {
  const { t } = useTranslation('explore');
  const titleId = useId();
  const closed = job.jobStatus !== 'OPEN';
  // Report, as on the job's page: for everyone but the organization that posted it.
  const reportable = useSession().user?.organization?.id !== job.organization.id;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-card border border-ink-950/10 bg-sand-50 p-6 shadow-card transition-shadow duration-200 hover:shadow-lift"
    >
      <div className="flex items-center gap-3">
        <img
          src={job.organization.logo}
          alt=""
          loading="lazy"
          decoding="async"
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-xl bg-white object-cover ring-1 ring-ink-950/10"
        />
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 font-semibold text-ink-950">
            {/* Its own direction: a Latin name in Arabic is cut at its own end, not its start. */}
            <span dir="auto" className="truncate">
              {job.organization.name}
            </span>
            {job.organization.verified ? <VerifiedMark label={t('jobCard.verified')} /> : null}
          </p>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-ink-600">
            <MapPinIcon className="size-4 shrink-0" />
            {countryName(job.location)}
          </p>
          <p className="mt-1 flex h-5 items-center">
            <span className="sr-only">{t('jobCard.rating')}: </span>
            <StarsOrNew
              stars={job.organization.stars}
              reviewCount={job.organization.reviewCount}
              className="[&_svg]:size-4"
            />
          </p>
        </div>
        {job.appliedByMe || closed ? (
          <div className="ms-auto flex shrink-0 flex-col items-end gap-1">
            {job.appliedByMe ? (
              <span className="rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-accent-700">
                {t('jobCard.applied')}
              </span>
            ) : null}
            {closed ? (
              <span className="rounded-full bg-ink-950/5 px-3 py-1 text-xs font-semibold text-ink-700">
                {t('jobCard.closed')}
              </span>
            ) : null}
          </div>
        ) : null}
        {reportable ? (
          <SafetyMenu
            size="sm"
            className={cx('-me-2 self-start', job.appliedByMe || closed ? '' : 'ms-auto')}
            label={t('jobCard.moreActions', { title: job.title })}
            name={job.organization.name}
            report={{ targetType: 'JOB', targetId: job.id }}
          />
        ) : null}
      </div>
      <h3 id={titleId} dir="auto" className="mt-5 line-clamp-2 font-display text-xl font-medium text-ink-950">
        {job.title}
      </h3>
      {job.tags.length === 0 ? null : (
        <ul aria-label={t('jobCard.tagsLabel')} className="mt-3 flex flex-wrap gap-2">
          {job.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-sand-200 px-3 py-1 text-xs font-medium text-ink-800">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="grow" />
      <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-ink-950/10 pt-5">
        <div>
          <dt className="text-eyebrow font-semibold uppercase text-ink-600">{t('jobCard.salaryLabel')}</dt>
          <dd className="mt-1 text-lg font-semibold text-ink-950">{formatPay(job.pay)}</dd>
        </div>
        <div>
          <dt className="text-eyebrow font-semibold uppercase text-ink-600">{t('jobCard.durationLabel')}</dt>
          <dd className="mt-1 flex items-center gap-1.5 font-medium text-ink-900">
            <ClockIcon className="size-4 shrink-0 text-accent-600" />
            {formatJobDuration(job.jobDuration)}
          </dd>
        </div>
      </dl>
      <LinkButton to={paths.job(job.id)} variant="dark" className="mt-6 w-full">
        {t('jobCard.viewJob')}
      </LinkButton>
    </article>
  );
}
