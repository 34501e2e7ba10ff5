// Apart from the notification endpoints' schemas: the web's bell and chats read these without zod.

export const NOTIFICATIONS_PAGE_SIZE = 10;
/** The unread count stops here: the bell shows "99+" beyond. */
export const UNREAD_COUNT_CAP = 100;

/**
 * A person who fetched a chat's messages within `windowMs` is in that chat and gets no message
 * notification; the open chat fetches at least every `refreshMs`, even on a quiet live stream.
 */
export const CHAT_PRESENCE = { windowMs: 30_000, refreshMs: 20_000 } as const;
