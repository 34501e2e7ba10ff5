import { useJobsList, type JobsFilter } from '../api/list-jobs';
import { JobCard } from './job-card';
import { ResultsSection } from './results-section';

export function JobsResults({
  filter,
  switching,
}: {
  readonly filter: JobsFilter;
  readonly switching: boolean;
}) {
  const query = useJobsList(filter);
  const jobs = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <ResultsSection
      view="jobs"
      loading={switching || query.isPending}
      failed={query.isError}
      shown={jobs.length}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => {
        void query.fetchNextPage();
      }}
      onRetry={() => {
        void query.refetch();
      }}
    >
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} />
      ))}
    </ResultsSection>
  );
}
