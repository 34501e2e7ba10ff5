import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';

/**
 * One row per counted event (a failed login, a code sent, a sign-up from an address). Rate
 * limits count rows in a window, so a restart does not reset them.
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: id(),
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('rate_events_bucket_subject_created_idx').on(table.bucket, table.subject, table.createdAt),
    index('rate_events_created_idx').on(table.createdAt),
  ],
);
