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
    <ResultsSection view="jobs" switching={switching} query={query} shown={jobs.length}>
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} />
      ))}
    </ResultsSection>
  );
}
