import { NOTIFICATION_KINDS } from '@casting/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { chats } from './chats';
import { createdAt, id } from './columns';
import { invoices } from './invoices';
import { jobs } from './jobs';
import { users } from './users';

const kindsList = sql.raw(NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(', '));

/**
 * What happened, for one person. Names are copied in when it is recorded, so the list is one
 * table read. Unread messages of one chat are one notification whose count grows.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorName: text('actor_name').notNull(),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    jobTitle: text('job_title'),
    chatId: uuid('chat_id').references(() => chats.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(1),
    /** The operator's reason, for a hidden item or a warning (issue 35). */
    note: text('note'),
    /** For MILESTONE_RELEASED: the tax invoice of the fee the release issued, which it leads to. */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** When to e-mail it if still unread; null once e-mailed, read, or not to be e-mailed. */
    emailDueAt: timestamp('email_due_at', { withTimezone: true, mode: 'date' }),
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    // Ascending keys: a backward scan serves ORDER BY created_at DESC, id DESC.
    index('notifications_user_recent_idx').on(table.userId, table.createdAt, table.id),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    index('notifications_email_due_idx')
      .on(table.emailDueAt)
      .where(sql`${table.emailDueAt} is not null`),
    uniqueIndex('notifications_unread_chat_key')
      .on(table.userId, table.chatId)
      .where(sql`${table.kind} = 'NEW_MESSAGE' and ${table.readAt} is null`),
    index('notifications_chat_emailed_idx')
      .on(table.userId, table.chatId, table.emailedAt)
      .where(sql`${table.kind} = 'NEW_MESSAGE' and ${table.emailedAt} is not null`),
    check('notifications_kind_check', sql`${table.kind} in (${kindsList})`),
  ],
);

/** A kind of notification its owner switched off (in the app and by e-mail). */
export const notificationOptOuts = pgTable(
  'notification_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check('notification_opt_outs_kind_check', sql`${table.kind} in (${kindsList})`),
  ],
);

/** When a person last fetched a chat's messages: within a short while, they are in that chat. */
export const chatPresence = pgTable(
  'chat_presence',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.chatId] })],
);

export type NotificationRow = typeof notifications.$inferSelect;
