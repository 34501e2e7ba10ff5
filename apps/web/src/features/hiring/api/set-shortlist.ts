import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hiringKeys } from './hiring-keys';

export interface ShortlistInput {
  readonly requestId: string;
  readonly shortlisted: boolean;
}

/** The organization's private mark on an applicant. */
export function useSetShortlist(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ShortlistInput) => (await import('./hiring-requests')).sendShortlist(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hiringKeys.applicants(jobId) }),
  });
}
