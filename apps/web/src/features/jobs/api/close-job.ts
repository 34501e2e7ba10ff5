import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobKey } from './job-key';

export function useCloseJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await import('./job-detail-requests')).sendCloseJob(jobId),
    onSuccess: async (job) => {
      queryClient.setQueryData(jobKey(jobId), job);
      await queryClient.invalidateQueries({ queryKey: ['jobs', 'list'] });
    },
  });
}
