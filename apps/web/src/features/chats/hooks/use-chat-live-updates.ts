import { CHAT_PRESENCE, TIMINGS } from '@casting/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLiveEvents } from '../../../lib/live-events';
import { mediaRequestKeys } from '../../../lib/media-requests/media-request-keys';
import { staleUnlessJustRendered } from '../../../lib/server-state';
import { chatKeys } from '../api/chat-keys';
import { syncConversation } from './sync-conversation';

/**
 * The open chat first, then the list: reading new messages marks them read, so the list's
 * unread counts are right when it arrives. A failed round is simply tried again at the next
 * event or tick; what is on screen stays.
 */
async function refresh(
  queryClient: QueryClient,
  chatId: string | null,
  options: { readonly refreshStatuses?: boolean; readonly joinRunning?: boolean } = {},
): Promise<void> {
  try {
    if (chatId !== null) await syncConversation(queryClient, chatId, options);
  } catch {
    // Kept quiet on purpose: see above.
  }
  await queryClient.invalidateQueries(
    { queryKey: chatKeys.list() },
    { cancelRefetch: options.joinRunning !== true },
  );
}

/** Whether the chat list is still the one the server rendered this page with (`server-state.ts`). */
function listJustRendered(queryClient: QueryClient): boolean {
  const list = queryClient.getQueryCache().find({ queryKey: chatKeys.list(), exact: true });
  return list !== undefined && staleUnlessJustRendered(list) > 0;
}

/**
 * Keeps the chat list and the open chat current: from the live event stream when it is open,
 * otherwise by polling both every TIMINGS.chatRefreshMs (spec §4).
 */
export function useChatLiveUpdates(activeChatId: string | null): void {
  const queryClient = useQueryClient();
  const status = useLiveEvents((event) => {
    const chatId = event.chatId === activeChatId ? activeChatId : null;
    void refresh(queryClient, chatId, { refreshStatuses: event.type === 'job-request' });
    // A milestone's every change comes as a job-request event: the shown contracts read theirs again.
    // So does a review: the other side's, or both published together.
    // A media request comes with its notice in the chat: the shown contracts read theirs again.
    if (event.type === 'message') void queryClient.invalidateQueries({ queryKey: mediaRequestKeys.all });
    if (event.type === 'job-request') {
      void queryClient.invalidateQueries({ queryKey: chatKeys.milestones() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.reviews() });
    }
  });
  const live = status === 'open';

  useEffect(() => {
    // Catch up at once on a chat opened again from the cache, and on anything said while the
    // stream was down or still connecting; a list load already under way serves as well. Not on
    // the list the server fetched for this page a moment ago, with no chat open: catching up would
    // bring the API client and zod (about 35 KB) to the first load for the same list (issue 31).
    // What is said from the stream's opening on comes as events.
    if (!(activeChatId === null && listJustRendered(queryClient)))
      void refresh(queryClient, activeChatId, { joinRunning: true });
    if (live && activeChatId === null) return undefined;
    // On a quiet live stream the open chat still fetches now and then: that is how the server
    // knows the person is in the chat and sends them no notification of its messages.
    const timer = setInterval(
      () => {
        void refresh(queryClient, activeChatId, { joinRunning: true });
      },
      live ? CHAT_PRESENCE.refreshMs : TIMINGS.chatRefreshMs,
    );
    return () => {
      clearInterval(timer);
    };
  }, [live, activeChatId, queryClient]);
}
