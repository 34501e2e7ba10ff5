import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addMessage } from '../hooks/conversation-cache';
import { chatKeys } from './chat-keys';
import type { Conversation } from './get-messages';

export function useSendMessage(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: string) => (await import('./chat-requests')).sendMessage(chatId, content),
    onSuccess: ({ chatId: _chatId, ...message }) => {
      queryClient.setQueryData<Conversation>(chatKeys.messages(chatId), (held) =>
        held === undefined ? undefined : addMessage(held, message),
      );
      return queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}
