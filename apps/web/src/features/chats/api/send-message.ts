import { chatsApi } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { addMessage } from '../hooks/conversation-cache';
import { chatKeys } from './chat-keys';
import type { Conversation } from './get-messages';

export function useSendMessage(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => apiRequest(chatsApi.send, { params: { id: chatId }, body: { content } }),
    onSuccess: ({ chatId: _chatId, ...message }) => {
      queryClient.setQueryData<Conversation>(chatKeys.messages(chatId), (held) =>
        held === undefined ? undefined : addMessage(held, message),
      );
      return queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}
