import { jobsApi, type CreateJobInput } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobKey } from './get-job';

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateJobInput) => apiRequest(jobsApi.create, { body }),
    onSuccess: async (job) => {
      queryClient.setQueryData(jobKey(job.id), job);
      // Every list under `jobs` may now include it.
      await queryClient.invalidateQueries({ queryKey: ['jobs', 'list'] });
    },
  });
}
