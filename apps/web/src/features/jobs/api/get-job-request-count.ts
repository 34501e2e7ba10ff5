import { queryOptions, useQuery } from '@tanstack/react-query';

/** How many talent applied for a job (GET /jobs/{id}/job-requests/count). */
export function jobRequestCountQuery(jobId: string) {
  return queryOptions({
    queryKey: ['jobs', jobId, 'job-requests', 'count'] as const,
    queryFn: async ({ signal }) =>
      (await import('./job-detail-requests')).fetchJobRequestCount(jobId, signal),
  });
}

export function useJobRequestCount(jobId: string) {
  return useQuery(jobRequestCountQuery(jobId));
}
