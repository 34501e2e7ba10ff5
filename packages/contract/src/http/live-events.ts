/**
 * What GET /events sends (text/event-stream). Change events carry `{"chatId"}`; fetch the
 * chat for the details. `chat` is the chat itself: closed or opened again by a block.
 */
export const LIVE_CHANGE_EVENTS = ['message', 'job-request', 'chat'] as const;
export type LiveChangeEvent = (typeof LIVE_CHANGE_EVENTS)[number];

/** The stream's own state, with `{}` as data. */
export const LIVE_STREAM_EVENTS = {
  /** The server hears no changes for now: fetch by polling until `resumed`. */
  paused: 'paused',
  /** The server hears changes again: fetch what may have been missed while paused. */
  resumed: 'resumed',
  /** The server ends the stream (it is shutting down): open a new one. */
  closing: 'closing',
} as const;

/** Live event streams one account may hold open at once (tabs, devices). */
export const LIVE_STREAMS_PER_ACCOUNT = 10;

/** Sent with `{}` when the caller has a new notification: fetch the notifications again. */
export const LIVE_NOTIFICATION_EVENT = 'notification';
