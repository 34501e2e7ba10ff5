import { chatsApi, PAGE_SIZES, type Message, type MessagesPage } from '@casting/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** What the pane holds of one chat: the messages loaded so far (newest first) and where to go on. */
export interface Conversation {
  readonly items: readonly Message[];
  /** Polls for newer messages (direction AFTER); null until the chat has a message. */
  readonly newerCursor: string | null;
  /** Loads earlier messages (direction BEFORE); null once the first message is loaded. */
  readonly olderCursor: string | null;
}

export interface MessagesRequest {
  readonly cursor?: string;
  readonly direction?: 'AFTER' | 'BEFORE';
  readonly limit?: number;
}

export function fetchMessages(
  chatId: string,
  { cursor, direction, limit = PAGE_SIZES.chatMessages }: MessagesRequest = {},
  signal?: AbortSignal,
): Promise<MessagesPage> {
  return apiRequest(chatsApi.messages, {
    params: { id: chatId },
    query: { 'paginate[limit]': limit, 'paginate[cursor]': cursor, 'paginate[direction]': direction },
    signal,
  });
}

/**
 * The latest page of a chat. It is loaded once; after that the live updates add newer messages
 * and the pane adds older ones to the same cache entry, so nothing already shown is fetched again.
 */
export function useMessages(chatId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatKeys.messages(chatId ?? ''),
    queryFn: async ({ signal }): Promise<Conversation> => {
      const page = await fetchMessages(chatId ?? '', {}, signal);
      // Loading the latest page marks the chat read: the list's unread badge must follow.
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
      return { items: page.items, newerCursor: page.newerCursor, olderCursor: page.olderCursor };
    },
    enabled: chatId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
