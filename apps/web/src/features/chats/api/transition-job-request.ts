import type { JobRequestAction } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchJobRequest } from '../hooks/conversation-cache';
import { syncConversation } from '../hooks/sync-conversation';
import { chatKeys } from './chat-keys';
import type { Conversation } from './get-messages';

export interface JobRequestTransitionInput {
  readonly action: JobRequestAction;
  readonly jobId: string;
  readonly requestId: string;
}

/** Accept, reject or finish a job request (PATCH /jobs/{jobId}/accept|reject|finish). */
export function useJobRequestTransition(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, jobId, requestId }: JobRequestTransitionInput) =>
      (await import('./chat-requests')).sendJobRequestTransition(action, jobId, requestId),
    onSuccess: (state) => {
      queryClient.setQueryData<Conversation>(chatKeys.messages(chatId), (held) =>
        held === undefined
          ? undefined
          : patchJobRequest(held, state.id, { requestStatus: state.requestStatus }),
      );
    },
    // Success adds a chat message; a refusal (409) means the card is out of date. Either way, refresh.
    onSettled: () =>
      Promise.all([
        syncConversation(queryClient, chatId, { refreshStatuses: true }),
        queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
      ]),
  });
}
