import { messageText } from '../messages/contract-messages';

/**
 * A client names one attempt to create something with this header; sending the request again
 * with the same key (a retry after a lost answer) returns the first answer instead of creating
 * a second row. Keys belong to the account that sent them and are remembered for a day.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Visible ASCII, as a UUID or any other token a client makes up. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;

export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: messageText('idempotencyKeyInvalid'),
  reusedKey: messageText('idempotencyKeyReused'),
  inProgress: messageText('idempotencyInProgress'),
} as const;
