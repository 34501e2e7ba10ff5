import type { JobRequestStatus, Message, MessagesPage } from '@casting/contract';
import type { Conversation } from '../api/get-messages';

/** The server's order: newest first, and by id within one instant. */
function newestFirst(a: Message, b: Message): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? 1 : -1;
}

/** Fresh copies replace the ones held (a contract card's status may have changed). */
function mergeItems(held: readonly Message[], incoming: readonly Message[]): Message[] {
  const byId = new Map(held.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(newestFirst);
}

/**
 * Adds a page of the latest or newer messages. The newer cursor only moves forward: a slow
 * answer that lost a race with a faster one must not send the next poll back in time.
 */
export function mergeNewer(conversation: Conversation, page: MessagesPage): Conversation {
  const items = mergeItems(conversation.items, page.items);
  const pageNewest = page.items[0];
  let newerCursor = conversation.newerCursor ?? page.newerCursor;
  if (pageNewest !== undefined && items[0]?.id === pageNewest.id) newerCursor = page.newerCursor;
  return {
    items,
    newerCursor,
    olderCursor: conversation.items.length === 0 ? page.olderCursor : conversation.olderCursor,
    // Each answer says whether the chat is closed now: the latest one read wins.
    closed: page.closed,
    friendSuspended: page.friendSuspended,
    friendDeleted: page.friendDeleted,
  };
}

export function mergeOlder(conversation: Conversation, page: MessagesPage): Conversation {
  return {
    ...conversation,
    items: mergeItems(conversation.items, page.items),
    olderCursor: page.olderCursor,
  };
}

/** A message this person just sent; the next poll brings it again and it is kept once. */
export function addMessage(conversation: Conversation, message: Message): Conversation {
  return { ...conversation, items: mergeItems(conversation.items, [message]) };
}

export function patchJobRequest(
  conversation: Conversation,
  requestId: string,
  patch: { readonly requestStatus?: JobRequestStatus; readonly hasReview?: boolean },
): Conversation {
  return {
    ...conversation,
    items: conversation.items.map((message) =>
      message.jobRequest?.id === requestId
        ? { ...message, jobRequest: { ...message.jobRequest, ...patch } }
        : message,
    ),
  };
}

/** Contract cards whose status can still change, which only a fresh copy of the card shows. */
export function hasOpenContract(conversation: Conversation): boolean {
  return conversation.items.some((message) => {
    const request = message.jobRequest;
    if (request === null) return false;
    return (
      request.requestStatus === 'PENDING' ||
      request.requestStatus === 'APPROVED' ||
      (request.requestStatus === 'FINISHED' && !request.hasReview)
    );
  });
}
