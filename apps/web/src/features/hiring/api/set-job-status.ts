import { jobsApi } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { hiringKeys } from './hiring-keys';

export type JobStatusChange = 'close' | 'reopen';

/** Closes a job (declining its pending applicants on the server) or opens it again. */
export function useSetJobStatus(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: JobStatusChange) => apiRequest(jobsApi[change], { params: { id: jobId } }),
    onSuccess: (job) => {
      queryClient.setQueryData(hiringKeys.job(jobId), job);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hiringKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['jobs', 'list'] }),
      ]),
  });
}
