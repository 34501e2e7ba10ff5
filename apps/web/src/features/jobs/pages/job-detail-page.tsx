import type { JobDetail, RequirableLicenceType } from '@casting/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { formatStandaloneDate } from '../../../lib/format';
import { useSession } from '../../../lib/session-store';
import { useHydrated } from '../../../lib/use-hydrated';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Eyebrow, Heading } from '../../../ui/heading';
import { ArrowBackIcon, BadgeCheckIcon, MapPinIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { countryName } from '../../../lib/country-display-name';
import { jobQuery, useJob } from '../api/get-job';
import { jobRequestCountQuery } from '../api/get-job-request-count';
import { jobKey } from '../api/job-key';
import { useLicenceHeld } from '../api/licence-held';
import { ApplyModal } from '../components/apply-modal';
import { CloseJobModal } from '../components/close-job-modal';
import { JobFacts } from '../components/job-facts';
import { SafetyMenu } from '../../safety/components/safety-menu';
import { OrganizationPanel } from '../components/organization-panel';

/**
 * The job and its applicant count, fetched before the page renders: by the server for its render
 * (ADR 022), otherwise beside the page's code. A failure is left to the page, which asks again.
 */
export async function prefetchJob(queryClient: QueryClient, url: URL): Promise<void> {
  const jobId = matchPath(paths.jobPattern, url.pathname)?.params.jobId;
  if (jobId === undefined) return;
  await Promise.all([
    queryClient.query(jobQuery(jobId)).catch(() => undefined),
    queryClient.query(jobRequestCountQuery(jobId)).catch(() => undefined),
  ]);
}

function BackLink() {
  const { t } = useTranslation('jobs');
  return (
    <Link
      to={paths.explore}
      className="inline-flex items-center gap-2 text-sm font-semibold text-ink-700 hover:text-ink-950"
    >
      <ArrowBackIcon />
      {t('jobDetail.backToExplore')}
    </Link>
  );
}

/** Said instead of Apply to a talent without the licence the job requires, with where to add it. */
function LicenceNeeded({ licence }: { readonly licence: RequirableLicenceType | null }) {
  const { t } = useTranslation('jobs');
  if (licence === null) return null;
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-sand-200/70 p-4 text-ink-900">
      <p>{t('jobDetail.apply.licenceNeeded', { licence: t(`licences.${licence}`) })}</p>
      <Link
        to={paths.licences}
        className="self-start font-semibold text-ink-950 underline decoration-ink-950/30 underline-offset-4 hover:decoration-ink-950 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        {t('jobDetail.apply.addLicence')}
      </Link>
    </div>
  );
}

function JobActions({ job, onRefused }: { readonly job: JobDetail; readonly onRefused: () => void }) {
  const { t } = useTranslation('jobs');
  const { user } = useSession();
  const [applyOpen, setApplyOpen] = useState(false);
  const [closeOpen, setCloseOpen] = useState(false);
  const isOwner = user?.organization?.id === job.organization.id;
  const checksLicence = user?.role === 'INDIVIDUAL' && job.jobStatus === 'OPEN' && !job.appliedByMe;
  const licenceHeld = useLicenceHeld(job.id, job.requiredLicence, checksLicence);

  // Spec §4: any status but OPEN reads as closed.
  if (job.jobStatus !== 'OPEN') {
    return (
      <Button size="lg" variant="outline" disabled className="w-full">
        {t('jobDetail.apply.closed')}
      </Button>
    );
  }
  // Issue 15: never offered twice. An invitation is not an application, so it still offers Apply.
  if (user?.role === 'INDIVIDUAL' && job.appliedByMe) {
    return (
      <Button size="lg" variant="outline" disabled className="w-full">
        <BadgeCheckIcon className="size-5" />
        {t('jobDetail.apply.applied')}
      </Button>
    );
  }
  if (user?.role === 'INDIVIDUAL') {
    if (licenceHeld.data === false) return <LicenceNeeded licence={job.requiredLicence} />;
    return (
      <>
        <Button
          size="lg"
          className="w-full"
          aria-haspopup="dialog"
          pending={checksLicence && job.requiredLicence !== null && licenceHeld.isPending}
          onClick={() => {
            setApplyOpen(true);
          }}
        >
          {t('jobDetail.apply.button')}
        </Button>
        <ApplyModal
          open={applyOpen}
          job={job}
          onRefused={onRefused}
          onClose={() => {
            setApplyOpen(false);
          }}
        />
      </>
    );
  }
  if (isOwner) {
    return (
      <>
        <Button
          size="lg"
          variant="outline"
          className="w-full"
          aria-haspopup="dialog"
          onClick={() => {
            setCloseOpen(true);
          }}
        >
          {t('jobDetail.close.button')}
        </Button>
        <CloseJobModal
          open={closeOpen}
          jobId={job.id}
          onClose={() => {
            setCloseOpen(false);
          }}
        />
      </>
    );
  }
  return null;
}

function JobView({ job, onRefused }: { readonly job: JobDetail; readonly onRefused: () => void }) {
  const { t } = useTranslation('jobs');
  const { t: tc } = useTranslation();
  const { user } = useSession();
  // The day it was posted is the visitor's own, in their time zone, which the server does not know.
  const hydrated = useHydrated();
  const open = job.jobStatus === 'OPEN';
  return (
    <div className="mt-6 grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <article aria-labelledby="job-title" className="min-w-0">
        <div className="flex items-start gap-4">
          <div className="min-w-0 flex-1">
            <Eyebrow>{tc(`specialties.${job.jobCategory}`)}</Eyebrow>
            <Heading level={1} size="headline" id="job-title" dir="auto" className="mt-3 text-ink-950">
              {job.title}
            </Heading>
          </div>
          {user?.organization?.id === job.organization.id ? null : (
            <SafetyMenu
              label={t('jobDetail.actions')}
              name={job.organization.name}
              report={{ targetType: 'JOB', targetId: job.id }}
            />
          )}
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-700">
          <span
            className={
              open
                ? 'rounded-full bg-accent-100 px-3 py-1 font-semibold text-accent-700'
                : 'rounded-full bg-ink-950/10 px-3 py-1 font-semibold text-ink-800'
            }
          >
            {open ? t('jobDetail.status.open') : t('jobDetail.status.closed')}
          </span>
          <span className="flex items-center gap-1">
            <MapPinIcon className="size-4" />
            {countryName(job.location)}
          </span>
          {hydrated ? (
            <span>{t('jobDetail.posted', { date: formatStandaloneDate(job.createdAt) })}</span>
          ) : null}
        </div>
        {job.tags.length === 0 ? null : (
          <ul aria-label={t('jobDetail.tags')} className="mt-6 flex flex-wrap gap-2">
            {job.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-sand-200 px-3 py-1 text-sm font-medium text-ink-800">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-8">
          <JobFacts job={job} />
        </div>
        {job.requiredLicence === null ? null : (
          <dl className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-card border border-ink-950/10 bg-sand-50 px-5 py-4">
            <dt className="flex items-center gap-2 text-eyebrow font-semibold text-ink-600 uppercase">
              <BadgeCheckIcon className="size-5 text-accent-600" />
              {t('jobDetail.facts.licence')}
            </dt>
            <dd className="text-lg font-semibold text-ink-950">{t(`licences.${job.requiredLicence}`)}</dd>
          </dl>
        )}
        <section aria-labelledby="job-description" className="mt-12">
          <Heading level={2} size="title" id="job-description" className="text-ink-950">
            {t('jobDetail.description')}
          </Heading>
          <p dir="auto" className="mt-4 text-lg leading-relaxed whitespace-pre-line text-ink-800">
            {job.description}
          </p>
        </section>
        <section aria-labelledby="job-requirements" className="mt-12">
          <Heading level={2} size="title" id="job-requirements" className="text-ink-950">
            {t('jobDetail.requirements')}
          </Heading>
          <ol className="mt-4 flex flex-col gap-3">
            {job.requirements.map((requirement, index) => (
              <li key={requirement.id} className="flex gap-4 text-lg text-ink-800">
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-ink-950 text-sm font-semibold text-gold-400"
                >
                  {index + 1}
                </span>
                <span dir="auto" className="pt-0.5">
                  {requirement.content}
                </span>
              </li>
            ))}
          </ol>
        </section>
      </article>
      <aside className="lg:sticky lg:top-24">
        <OrganizationPanel organization={job.organization}>
          <JobActions job={job} onRefused={onRefused} />
        </OrganizationPanel>
      </aside>
    </div>
  );
}

export function JobDetailPage() {
  const { t } = useTranslation('jobs');
  const { jobId = '' } = useParams();
  const job = useJob(jobId);
  const queryClient = useQueryClient();

  return (
    <Container className="py-10 lg:py-14">
      <DocumentTitle title={job.data?.title ?? t('jobDetail.title')} />
      <BackLink />
      {job.isPending ? (
        <div className="mt-10 flex items-center gap-3 text-ink-700" role="status">
          <Spinner className="text-accent-600" />
          {t('jobDetail.loading')}
        </div>
      ) : job.isError ? (
        <div className="mt-8 max-w-2xl rounded-card border border-ink-950/10 bg-sand-50 p-10 shadow-card">
          <Heading level={1} size="headline" className="text-ink-950">
            {t('jobDetail.title')}
          </Heading>
          <p role="alert" className="mt-4 text-lg text-ink-700">
            {errorMessage(job.error, t('jobDetail.loadFailed'))}
          </p>
        </div>
      ) : (
        <JobView
          job={job.data}
          onRefused={() => {
            void queryClient.invalidateQueries({ queryKey: jobKey(jobId) });
          }}
        />
      )}
    </Container>
  );
}
