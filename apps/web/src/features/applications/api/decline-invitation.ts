import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys } from './application-keys';

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requestId: string) =>
      (await import('./decline-invitation-request')).sendDeclineInvitation(requestId),
    // Not awaited: the refreshed list drops the buttons, and the dialog's success callback must run first.
    onSuccess: () => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['chats'] }),
      ]);
    },
  });
}
