import type { JobStatus } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Eyebrow, Heading } from '../../../ui/heading';
import { LinkButton } from '../../../ui/link-button';
import { myJobsQuery, useMyJobs } from '../api/get-my-jobs';
import { ListState } from '../components/list-state';
import { MyJobRow } from '../components/my-job-row';
import { Pager } from '../components/pager';
import { SegmentedFilter } from '../components/segmented-filter';
import { myJobsView, withParam } from '../search-params';

type StatusFilter = JobStatus | 'ALL';

/**
 * The page of jobs the address asks for, fetched before the page renders: by the server for its
 * render (ADR 022), otherwise beside the page's code. Only when missing: the list is read again as
 * the page shows it, unless the server fetched it for this page's render (`staleUnlessJustRendered`).
 */
export async function prefetchMyJobs(queryClient: QueryClient, url: URL): Promise<void> {
  const { status, page } = myJobsView(url.searchParams);
  await queryClient.query({ ...myJobsQuery(status, page), staleTime: Infinity }).catch(() => undefined);
}

export function MyJobsPage() {
  const { t } = useTranslation('hiring');
  const [params, setParams] = useSearchParams();
  const view = myJobsView(params);
  const jobs = useMyJobs(view.status, view.page);
  const filtered = view.status !== null;

  const postJob = (
    <LinkButton to={paths.postJob} variant="primary">
      {t('myJobs.postJob')}
    </LinkButton>
  );

  return (
    <Container className="py-10 lg:py-12">
      <DocumentTitle title={t('myJobs.title')} />
      <div className="flex flex-wrap items-end justify-between gap-6">
        <div className="max-w-xl">
          <Eyebrow>{t('myJobs.eyebrow')}</Eyebrow>
          <Heading level={1} size="headline" className="mt-2 text-ink-950">
            {t('myJobs.title')}
          </Heading>
          <p className="mt-3 text-ink-600">{t('myJobs.description')}</p>
        </div>
        {postJob}
      </div>

      <div className="mt-10 flex flex-wrap items-center justify-between gap-4">
        <SegmentedFilter<StatusFilter>
          label={t('myJobs.filterLabel')}
          value={view.status ?? 'ALL'}
          options={[
            { value: 'ALL', label: t('myJobs.filter.ALL') },
            { value: 'OPEN', label: t('myJobs.filter.OPEN') },
            { value: 'CLOSED', label: t('myJobs.filter.CLOSED') },
          ]}
          onChange={(value) => {
            setParams(withParam(params, 'status', value === 'ALL' ? null : value));
          }}
        />
      </div>

      <div className="mt-6">
        {jobs.data === undefined ? (
          jobs.isError ? (
            <ListState
              kind="error"
              message={errorMessage(jobs.error, t('myJobs.loadError'))}
              onRetry={() => {
                void jobs.refetch();
              }}
            />
          ) : (
            <ListState kind="loading" message={t('myJobs.loading')} />
          )
        ) : jobs.data.items.length === 0 ? (
          <ListState
            kind="empty"
            title={filtered ? t('myJobs.emptyFiltered.title') : t('myJobs.empty.title')}
            message={filtered ? t('myJobs.emptyFiltered.body') : t('myJobs.empty.body')}
            action={filtered ? undefined : postJob}
          />
        ) : (
          <>
            <ul
              aria-label={t('myJobs.listLabel')}
              aria-busy={jobs.isPlaceholderData}
              className="flex flex-col gap-5"
            >
              {jobs.data.items.map((job) => (
                <MyJobRow key={job.id} job={job} />
              ))}
            </ul>
            <Pager
              meta={jobs.data.meta}
              isLoadingPage={jobs.isPlaceholderData}
              onPage={(page) => {
                setParams(withParam(params, 'page', String(page)));
              }}
            />
          </>
        )}
      </div>
    </Container>
  );
}
