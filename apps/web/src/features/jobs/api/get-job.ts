import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobKey } from './job-key';

export function jobQuery(jobId: string) {
  return queryOptions({
    queryKey: jobKey(jobId),
    queryFn: async ({ signal }) => (await import('./job-detail-requests')).fetchJob(jobId, signal),
  });
}

export function useJob(jobId: string) {
  return useQuery(jobQuery(jobId));
}
