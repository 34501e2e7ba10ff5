import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * An Idempotency-Key an account sent with a request that creates something, and the answer it
 * got, so a retry with the same key gets that answer again. The unique (user, key) pair lets
 * only one of two requests sent at once run.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, path and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request runs. */
    statusCode: integer('status_code'),
    /** The response body as it was sent. */
    body: text('body'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    unique('idempotency_keys_user_key_unique').on(table.userId, table.key),
    index('idempotency_keys_expires_idx').on(table.expiresAt),
  ],
);
