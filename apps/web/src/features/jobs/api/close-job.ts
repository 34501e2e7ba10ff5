import { jobsApi } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobKey } from './get-job';

export function useCloseJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(jobsApi.close, { params: { id: jobId } }),
    onSuccess: async (job) => {
      queryClient.setQueryData(jobKey(jobId), job);
      await queryClient.invalidateQueries({ queryKey: ['jobs', 'list'] });
    },
  });
}
