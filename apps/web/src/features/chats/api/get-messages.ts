import type { Message } from '@casting/contract';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';

/** What the pane holds of one chat: the messages loaded so far (newest first) and where to go on. */
export interface Conversation {
  readonly items: readonly Message[];
  /** Polls for newer messages (direction AFTER); null until the chat has a message. */
  readonly newerCursor: string | null;
  /** Loads earlier messages (direction BEFORE); null once the first message is loaded. */
  readonly olderCursor: string | null;
  /** One side blocked the other: readable, no new messages either way (issue 35). */
  readonly closed: boolean;
  /** An operator suspended the other person's account. */
  readonly friendSuspended: boolean;
  /** The other person deleted their account (issue 36). */
  readonly friendDeleted: boolean;
}

/**
 * The latest page of a chat. It is loaded once; after that the live updates add newer messages
 * and the pane adds older ones to the same cache entry, so nothing already shown is fetched again.
 */
export function messagesQuery(queryClient: QueryClient, chatId: string) {
  return queryOptions({
    queryKey: chatKeys.messages(chatId),
    queryFn: async ({ signal }): Promise<Conversation> => {
      const page = await (await import('./chat-requests')).fetchMessages(chatId, {}, signal);
      // Loading the latest page marks the chat read: the list's unread badge must follow.
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
      return {
        items: page.items,
        newerCursor: page.newerCursor,
        olderCursor: page.olderCursor,
        closed: page.closed,
        friendSuspended: page.friendSuspended,
        friendDeleted: page.friendDeleted,
      };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMessages(chatId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({ ...messagesQuery(queryClient, chatId ?? ''), enabled: chatId !== null });
}
