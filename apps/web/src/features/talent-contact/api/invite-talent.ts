import { applicationsApi } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from '../../chats/api/chat-keys';

/** POST /jobs/{jobId}/invitations: an invitation card in the talent's chat. */
export function useInviteTalent(individualId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiRequest(applicationsApi.invite, { params: { jobId }, body: { individualId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
