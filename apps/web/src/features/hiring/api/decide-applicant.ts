import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hiringKeys } from './hiring-keys';

export type Decision =
  | { readonly action: 'accept'; readonly requestId: string }
  | { readonly action: 'reject'; readonly requestId: string; readonly message: string };

/**
 * Accepts or declines an application through the contract's lifecycle, as the chat's card does:
 * the server posts the same chat messages, and a lost race answers 409.
 */
export function useDecideApplicant(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: Decision) =>
      (await import('./hiring-requests')).sendDecision(jobId, decision),
    // A refusal means the list is out of date; either way it is read again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hiringKeys.applicants(jobId) }),
        queryClient.invalidateQueries({ queryKey: hiringKeys.myJobs() }),
      ]),
  });
}
