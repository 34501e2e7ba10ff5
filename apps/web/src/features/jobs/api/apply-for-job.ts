import { chatsApi } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicationKeys } from '../../applications/api/application-keys';

export interface ApplyForJobInput {
  readonly organizationId: string;
  readonly coverLetter: string;
}

/**
 * Spec §7: an application is a REQUEST message sent to the job's organization; the server
 * opens the chat on first contact and makes the pending job request with it.
 */
export function useApplyForJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, coverLetter }: ApplyForJobInput) =>
      apiRequest(chatsApi.send, {
        params: { id: organizationId },
        body: { messageType: 'REQUEST', jobId, content: coverLetter },
      }),
    // Not awaited: the refreshed job shows 'Applied' in place of the dialog, and the dialog's own
    // success callback (its toast) must run before that unmounts it.
    onSuccess: () => {
      void Promise.all([
        // The job's count and 'Applied' on its page and card.
        queryClient.invalidateQueries({ queryKey: ['jobs'] }),
        queryClient.invalidateQueries({ queryKey: ['chats'] }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
      ]);
    },
  });
}
