import { jobsApi } from '@casting/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { hiringKeys } from './hiring-keys';

export function useHiringJob(jobId: string) {
  return useQuery({
    queryKey: hiringKeys.job(jobId),
    queryFn: ({ signal }) => apiRequest(jobsApi.get, { params: { id: jobId }, signal }),
  });
}
