import type { CreateJobInput } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobKey } from './job-key';

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateJobInput) => (await import('./post-job-request')).sendJob(body),
    onSuccess: async (job) => {
      queryClient.setQueryData(jobKey(job.id), job);
      // Every list under `jobs` may now include it.
      await queryClient.invalidateQueries({ queryKey: ['jobs', 'list'] });
    },
  });
}
