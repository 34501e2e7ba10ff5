// Apart from the notification endpoints' schemas: the web's bell reads these without loading zod.

export const NOTIFICATIONS_PAGE_SIZE = 10;
/** The unread count stops here: the bell shows "99+" beyond. */
export const UNREAD_COUNT_CAP = 100;
