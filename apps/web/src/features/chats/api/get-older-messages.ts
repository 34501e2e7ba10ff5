import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mergeOlder } from '../hooks/conversation-cache';
import { chatKeys } from './chat-keys';
import type { Conversation } from './get-messages';

/** Loads the page before the oldest message held (direction BEFORE) into the same conversation. */
export function useOlderMessages(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const cursor = queryClient.getQueryData<Conversation>(chatKeys.messages(chatId))?.olderCursor ?? null;
      if (cursor === null) return;
      const { fetchMessages } = await import('./chat-requests');
      const page = await fetchMessages(chatId, { cursor, direction: 'BEFORE' });
      queryClient.setQueryData<Conversation>(chatKeys.messages(chatId), (held) =>
        held === undefined ? undefined : mergeOlder(held, page),
      );
    },
  });
}
