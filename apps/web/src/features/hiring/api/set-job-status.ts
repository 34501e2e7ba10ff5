import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hiringKeys } from './hiring-keys';

export type JobStatusChange = 'close' | 'reopen';

/** Closes a job (declining its pending applicants on the server) or opens it again. */
export function useSetJobStatus(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: JobStatusChange) =>
      (await import('./hiring-requests')).sendJobStatus(jobId, change),
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
