import { jobsApi } from '@casting/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function jobRequestCountKey(jobId: string) {
  return ['jobs', jobId, 'job-requests', 'count'] as const;
}

export function useJobRequestCount(jobId: string) {
  return useQuery({
    queryKey: jobRequestCountKey(jobId),
    queryFn: ({ signal }) => apiRequest(jobsApi.requestCount, { params: { id: jobId }, signal }),
  });
}
