import { chatsApi } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from '../../chats/api/chat-keys';

/** POST /chats: the organization's chat with a talent, made on first contact. */
export function useOpenChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (individualId: string) => apiRequest(chatsApi.open, { body: { individualId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
  });
}
