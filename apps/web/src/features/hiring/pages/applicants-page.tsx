import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicantSort,
  type JobDetail,
} from '@casting/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { Link, matchPath, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { isolate } from '../../../lib/isolate';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Eyebrow, Heading } from '../../../ui/heading';
import { ArrowBackIcon, StarIcon } from '../../../ui/icons';
import { LinkButton } from '../../../ui/link-button';
import { cx } from '../../../ui/class-names';
import { jobQuery, useJob } from '../../jobs/api/get-job';
import { applicantsQuery, useApplicants } from '../api/get-applicants';
import { hiredCountQuery, useHiredCount } from '../api/get-hired-count';
import { useSetShortlist } from '../api/set-shortlist';
import { ApplicantCard } from '../components/applicant-card';
import { CloseJobButton } from '../components/close-job-button';
import { DecisionDialog, type DecisionTarget } from '../components/decision-dialog';
import { HeadcountBanner } from '../components/headcount-banner';
import { JobStatusBadge } from '../components/job-status-badge';
import { ListState } from '../components/list-state';
import { Pager } from '../components/pager';
import { ReopenJobButton } from '../components/reopen-job-button';
import { SegmentedFilter } from '../components/segmented-filter';
import { hiredSentence } from '../headcount-sentences';
import { applicantsView, withParam } from '../search-params';

type StatusFilter = ApplicationStatus | 'ALL';

// With the API client: the self-tapes load when the organization first opens them.
const SelfTapes = lazy(() =>
  import('../components/self-tapes').then((module) => ({ default: module.SelfTapes })),
);

/**
 * The job, its applicants as the address filters them and the hired count, fetched before the
 * page renders: by the server for its render (ADR 022), otherwise beside the page's code. Only
 * what is missing: the lists are read again as the page shows them,
 * unless the server fetched them for this page's render (`staleUnlessJustRendered`).
 */
export async function prefetchApplicants(queryClient: QueryClient, url: URL): Promise<void> {
  const jobId = matchPath(paths.jobApplicantsPattern, url.pathname)?.params.jobId;
  if (jobId === undefined) return;
  const missing = { staleTime: Infinity } as const;
  await Promise.all([
    queryClient.query(jobQuery(jobId)).catch(() => undefined),
    queryClient
      .query({ ...applicantsQuery(jobId, applicantsView(url.searchParams)), ...missing })
      .catch(() => undefined),
    queryClient.query({ ...hiredCountQuery(jobId), ...missing }).catch(() => undefined),
  ]);
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

function BackLink() {
  const { t } = useTranslation('hiring');
  return (
    <Link
      to={paths.myJobs}
      className="inline-flex items-center gap-2 text-sm font-semibold text-ink-700 hover:text-ink-950"
    >
      <ArrowBackIcon />
      {t('applicants.back')}
    </Link>
  );
}

function JobHeader({ job, hired }: { readonly job: JobDetail; readonly hired: number | undefined }) {
  const { t } = useTranslation('hiring');
  const open = job.jobStatus === 'OPEN';
  const full = hired !== undefined && hired >= job.headcount;
  return (
    <>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-6">
        <div className="min-w-0 max-w-2xl">
          <Eyebrow>{t('applicants.eyebrow')}</Eyebrow>
          <Heading level={1} size="headline" dir="auto" className="mt-2 text-ink-950">
            {job.title}
          </Heading>
          <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-ink-600">
            <JobStatusBadge status={job.jobStatus} />
            {hired === undefined ? null : <span>{hiredSentence(t, hired, job.headcount)}</span>}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <LinkButton to={paths.job(job.id)} variant="ghost" size="sm">
            {t('myJobs.viewJob')}
          </LinkButton>
          {open ? (
            full ? null : (
              <CloseJobButton jobId={job.id} jobTitle={job.title} />
            )
          ) : (
            <ReopenJobButton jobId={job.id} />
          )}
        </div>
      </div>
      {open && full ? (
        <div className="mt-6">
          <HeadcountBanner jobId={job.id} jobTitle={job.title} headcount={job.headcount} hired={hired} />
        </div>
      ) : null}
    </>
  );
}

function NotFound() {
  const { t } = useTranslation('hiring');
  return (
    <div className="mt-8 max-w-2xl rounded-card border border-ink-950/10 bg-sand-50 p-10 shadow-card">
      <Heading level={1} size="headline" className="text-ink-950">
        {t('applicants.notFound.title')}
      </Heading>
      <p role="alert" className="mt-4 text-lg text-ink-700">
        {t('applicants.notFound.body')}
      </p>
      <LinkButton to={paths.myJobs} variant="dark" className="mt-6">
        {t('applicants.back')}
      </LinkButton>
    </div>
  );
}

export function ApplicantsPage() {
  const { t } = useTranslation('hiring');
  const { jobId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const view = applicantsView(params);
  const job = useJob(jobId);
  const applicants = useApplicants(jobId, view);
  const hired = useHiredCount(jobId);
  const shortlist = useSetShortlist(jobId);
  const [decision, setDecision] = useState<DecisionTarget | null>(null);
  const [showSelfTapes, setShowSelfTapes] = useState(false);
  const filtered = view.status !== null || view.shortlisted;

  if (isNotFound(job.error) || isNotFound(applicants.error)) {
    return (
      <Container className="py-10 lg:py-12">
        <DocumentTitle title={t('applicants.notFound.title')} />
        <BackLink />
        <NotFound />
      </Container>
    );
  }

  return (
    <Container className="py-10 lg:py-12">
      <DocumentTitle
        title={
          job.data === undefined
            ? t('applicants.title')
            : t('applicants.documentTitle', { title: isolate(job.data.title) })
        }
      />
      <BackLink />
      {job.data === undefined ? (
        <Heading level={1} size="headline" className="mt-6 text-ink-950">
          {t('applicants.title')}
        </Heading>
      ) : (
        <JobHeader job={job.data} hired={hired.data} />
      )}

      <div className="mt-10 flex flex-wrap items-center gap-3">
        <SegmentedFilter<StatusFilter>
          label={t('applicants.filterLabel')}
          value={view.status ?? 'ALL'}
          options={[
            { value: 'ALL', label: t('applicants.filterAll') },
            ...APPLICATION_STATUSES.map((status) => ({
              value: status,
              label: t(`applicantStatus.${status}`),
            })),
          ]}
          onChange={(value) => {
            setParams(withParam(params, 'status', value === 'ALL' ? null : value));
          }}
        />
        <button
          type="button"
          aria-pressed={view.shortlisted}
          onClick={() => {
            setParams(withParam(params, 'shortlisted', view.shortlisted ? null : 'true'));
          }}
          className={cx(
            'inline-flex cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-colors',
            view.shortlisted
              ? 'border-gold-400 bg-gold-400/20 text-ink-950'
              : 'border-ink-950/15 text-ink-700 hover:border-ink-950/40 hover:text-ink-950',
          )}
        >
          <StarIcon
            className={cx('size-4', view.shortlisted ? 'fill-gold-400 text-gold-400' : 'text-ink-500')}
          />
          {t('applicants.shortlistedOnly')}
        </button>
        <div className="ms-auto">
          <SegmentedFilter<ApplicantSort>
            label={t('applicants.sortLabel')}
            value={view.sort}
            options={[
              { value: 'newest', label: t('applicants.sort.newest') },
              { value: 'rating', label: t('applicants.sort.rating') },
            ]}
            onChange={(value) => {
              setParams(withParam(params, 'sort', value === 'newest' ? null : value));
            }}
          />
        </div>
      </div>

      <div className="mt-6">
        {applicants.data === undefined ? (
          applicants.isError ? (
            <ListState
              kind="error"
              message={errorMessage(applicants.error, t('applicants.loadError'))}
              onRetry={() => {
                void applicants.refetch();
              }}
            />
          ) : (
            <ListState kind="loading" message={t('applicants.loading')} />
          )
        ) : applicants.data.items.length === 0 ? (
          <ListState
            kind="empty"
            title={filtered ? t('applicants.emptyFiltered.title') : t('applicants.empty.title')}
            message={filtered ? t('applicants.emptyFiltered.body') : t('applicants.empty.body')}
          />
        ) : (
          <>
            <ul
              aria-label={t('applicants.listLabel')}
              aria-busy={applicants.isPlaceholderData}
              className="grid gap-5 lg:grid-cols-2"
            >
              {applicants.data.items.map((applicant) => (
                <ApplicantCard
                  key={applicant.id}
                  applicant={applicant}
                  shortlistPending={shortlist.isPending && shortlist.variables.requestId === applicant.id}
                  onShortlist={(shortlisted) => {
                    shortlist.mutate(
                      { requestId: applicant.id, shortlisted },
                      {
                        onSuccess: () => {
                          toast.success(
                            t(shortlisted ? 'applicant.shortlisted' : 'applicant.unshortlisted', {
                              name: isolate(applicant.talent.fullName),
                            }),
                          );
                        },
                        onError: (error) => {
                          toast.error(errorMessage(error, t('decision.failed')));
                        },
                      },
                    );
                  }}
                  onDecide={(choice) => {
                    setDecision({ applicant, decision: choice });
                  }}
                />
              ))}
            </ul>
            <Pager
              meta={applicants.data.meta}
              isLoadingPage={applicants.isPlaceholderData}
              onPage={(page) => {
                setParams(withParam(params, 'page', String(page)));
              }}
            />
          </>
        )}
      </div>

      <section aria-labelledby="self-tapes-title" className="mt-12 border-t border-ink-950/10 pt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Heading level={2} size="title" id="self-tapes-title" className="text-ink-950">
            {t('selfTapes.title')}
          </Heading>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={showSelfTapes}
            aria-controls="self-tapes"
            onClick={() => {
              setShowSelfTapes((shown) => !shown);
            }}
          >
            {showSelfTapes ? t('selfTapes.hide') : t('selfTapes.show')}
          </Button>
        </div>
        <p className="mt-2 text-sm text-ink-600">{t('selfTapes.description')}</p>
        <div id="self-tapes" className="mt-6">
          {showSelfTapes ? (
            <Suspense fallback={<ListState kind="loading" message={t('selfTapes.loading')} />}>
              <SelfTapes jobId={jobId} />
            </Suspense>
          ) : null}
        </div>
      </section>

      <DecisionDialog
        jobId={jobId}
        jobTitle={job.data?.title ?? ''}
        target={decision}
        onClose={() => {
          setDecision(null);
        }}
      />
    </Container>
  );
}
