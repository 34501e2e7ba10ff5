import { chatsApi, PAGE_SIZES, type ChatSummary } from '@casting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** The chat list, PAGE_SIZES.chatList at a time, most recent activity first. */
export function useChats() {
  return useInfiniteQuery({
    queryKey: chatKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(chatsApi.list, {
        query: { 'paginate[page]': pageParam, 'paginate[limit]': PAGE_SIZES.chatList },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : null),
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
    staleTime: 0,
  });
}
