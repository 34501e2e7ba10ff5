import { LIMITS, PAGE_SIZES } from '@casting/contract';
import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from '../api/chat-keys';
import type { Conversation } from '../api/get-messages';
import { hasOpenContract, mergeNewer } from './conversation-cache';

async function syncOnce(queryClient: QueryClient, chatId: string, refreshStatuses: boolean): Promise<void> {
  const key = chatKeys.messages(chatId);
  const update = (change: (held: Conversation) => Conversation) => {
    // Nothing held means the first load is still running (or the session ended): it has the news.
    queryClient.setQueryData<Conversation>(key, (held) => (held === undefined ? undefined : change(held)));
  };
  const start = queryClient.getQueryData<Conversation>(key);
  if (start === undefined) return;
  const { fetchMessages } = await import('../api/chat-requests');
  const known = new Set(start.items.map((message) => message.id));
  let arrived = false;

  let cursor = start.newerCursor;
  for (;;) {
    const page =
      cursor === null
        ? await fetchMessages(chatId)
        : await fetchMessages(chatId, { cursor, direction: 'AFTER', limit: LIMITS.maxPageSize });
    arrived ||= page.items.some((message) => !known.has(message.id));
    update((held) => mergeNewer(held, page));
    if (cursor === null || page.items.length < LIMITS.maxPageSize || page.newerCursor === cursor) break;
    cursor = page.newerCursor;
  }

  // A status change adds a message but also changes the contract card it is about, which sits
  // further up: reload the loaded window so every card shows its current state.
  const held = queryClient.getQueryData<Conversation>(key);
  if (held === undefined || !(arrived || refreshStatuses) || !hasOpenContract(held)) return;
  const limit = Math.min(LIMITS.maxPageSize, Math.max(PAGE_SIZES.chatMessages, held.items.length));
  const latest = await fetchMessages(chatId, { limit });
  update((current) => mergeNewer(current, latest));
}

interface Running {
  readonly promise: Promise<void>;
  again: boolean;
  refreshStatuses: boolean;
}

const running = new Map<string, Running>();

/**
 * Brings a chat's cached conversation up to date: newer messages through the AFTER cursor and,
 * when something changed near a contract, fresh contract cards. Calls that arrive while one is
 * running are folded into a single follow-up, so a burst of events costs one round trip.
 */
export function syncConversation(
  queryClient: QueryClient,
  chatId: string,
  options: { readonly refreshStatuses?: boolean } = {},
): Promise<void> {
  const refreshStatuses = options.refreshStatuses ?? false;
  const current = running.get(chatId);
  if (current !== undefined) {
    current.again = true;
    current.refreshStatuses ||= refreshStatuses;
    return current.promise;
  }
  const state: { again: boolean; refreshStatuses: boolean } = { again: false, refreshStatuses: false };
  const promise = (async () => {
    let refresh = refreshStatuses;
    try {
      for (;;) {
        await syncOnce(queryClient, chatId, refresh);
        if (!state.again) return;
        refresh = state.refreshStatuses;
        state.again = false;
        state.refreshStatuses = false;
      }
    } finally {
      running.delete(chatId);
    }
  })();
  running.set(chatId, Object.assign(state, { promise }));
  return promise;
}
