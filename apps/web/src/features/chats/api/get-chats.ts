import type { ChatSummary } from '@casting/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';
import { staleUnlessJustRendered } from '../../../lib/server-state';

/** The chat list, PAGE_SIZES.chatList at a time, most recent activity first. */
export function chatsQuery() {
  return infiniteQueryOptions({
    queryKey: chatKeys.list(),
    queryFn: async ({ pageParam, signal }) =>
      (await import('./chat-requests')).fetchChatsPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : null),
    staleTime: staleUnlessJustRendered,
  });
}

export function useChats() {
  return useInfiniteQuery({
    ...chatsQuery(),
    select: (data) => {
      // A chat can move to an earlier page between two page loads; show it once, where it is now.
      const seen = new Set<string>();
      const chats: ChatSummary[] = [];
      for (const page of data.pages) {
        for (const chat of page.items) {
          if (seen.has(chat.id)) continue;
          seen.add(chat.id);
          chats.push(chat);
        }
      }
      return chats;
    },
  });
}
