import { jobsApi } from '@casting/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function jobKey(jobId: string) {
  return ['jobs', jobId] as const;
}

export function useJob(jobId: string) {
  return useQuery({
    queryKey: jobKey(jobId),
    queryFn: ({ signal }) => apiRequest(jobsApi.get, { params: { id: jobId }, signal }),
  });
}
