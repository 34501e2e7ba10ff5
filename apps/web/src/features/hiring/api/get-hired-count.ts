import { queryOptions, useQuery } from '@tanstack/react-query';
import { hiringKeys } from './hiring-keys';
import { staleUnlessJustRendered } from '../../../lib/server-state';

/** How many applicants of a job were accepted, finished ones included (`countHired`). */
export function hiredCountQuery(jobId: string) {
  return queryOptions({
    queryKey: hiringKeys.hired(jobId),
    queryFn: async ({ signal }) => (await import('./hiring-requests')).countHired(jobId, signal),
    staleTime: staleUnlessJustRendered,
  });
}

export function useHiredCount(jobId: string) {
  return useQuery(hiredCountQuery(jobId));
}
