import { applicationsApi } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicationKeys } from './application-keys';

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      apiRequest(applicationsApi.declineInvitation, { params: { requestId } }),
    // Not awaited: the refreshed list drops the buttons, and the dialog's success callback must run first.
    onSuccess: () => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['chats'] }),
      ]);
    },
  });
}
