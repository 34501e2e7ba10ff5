import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { hiringKeys, type ApplicantsView } from './hiring-keys';
import { staleUnlessJustRendered } from '../../../lib/server-state';

/** One page of a job's applicants, as the organization filtered and sorted them. */
export function applicantsQuery(jobId: string, view: ApplicantsView) {
  return queryOptions({
    queryKey: hiringKeys.applicantsPage(jobId, view),
    queryFn: async ({ signal }) => (await import('./hiring-requests')).fetchApplicants(jobId, view, signal),
    staleTime: staleUnlessJustRendered,
  });
}

export function useApplicants(jobId: string, view: ApplicantsView) {
  return useQuery({ ...applicantsQuery(jobId, view), placeholderData: keepPreviousData });
}
