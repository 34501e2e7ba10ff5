import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * The transactional outbox: a message is written in the same transaction as the change that
 * causes it, then delivered and retried until it is sent.
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('outgoing_mail_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

export type OutgoingMailRow = typeof outgoingMail.$inferSelect;
