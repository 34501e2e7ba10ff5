import type { JobStatus } from '@casting/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { hiringKeys } from './hiring-keys';
import { staleUnlessJustRendered } from '../../../lib/server-state';

/** One page of the organization's jobs, open first, with applicants counted by state. */
export function myJobsQuery(status: JobStatus | null, page: number) {
  return queryOptions({
    queryKey: hiringKeys.myJobsPage(status, page),
    queryFn: async ({ signal }) => (await import('./hiring-requests')).fetchMyJobs(status, page, signal),
    staleTime: staleUnlessJustRendered,
  });
}

export function useMyJobs(status: JobStatus | null, page: number) {
  return useQuery({ ...myJobsQuery(status, page), placeholderData: keepPreviousData });
}
