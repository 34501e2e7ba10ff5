import { sql } from 'drizzle-orm';
import type { ChatNotice } from '@casting/contract';
import { check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** The conversation between one talent and one organization (by their user accounts). */
export const chats = pgTable(
  'chats',
  {
    id: id(),
    individualUserId: uuid('individual_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationUserId: uuid('organization_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    individualReadAt: timestamp('individual_read_at', { withTimezone: true, mode: 'date' }),
    organizationReadAt: timestamp('organization_read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('chats_pair_key').on(table.individualUserId, table.organizationUserId),
    // Ascending keys: a backward scan serves ORDER BY last_message_at DESC, id DESC.
    index('chats_individual_recent_idx').on(table.individualUserId, table.lastMessageAt, table.id),
    index('chats_organization_recent_idx').on(table.organizationUserId, table.lastMessageAt, table.id),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderUserId: uuid('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageType: text('message_type').notNull().default('TEXT'),
    content: text('content').notNull(),
    jobRequestId: uuid('job_request_id'),
    /** A message the server wrote, so each reader gets it in their language; `content` is its English. */
    notice: jsonb('notice').$type<ChatNotice>(),
    /** Hidden by an operator on a report (issue 35): shown to nobody, its sender told why. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('messages_chat_created_idx').on(table.chatId, table.createdAt, table.id),
    // The cover letter of an application, and the invitation card of an invitation.
    index('messages_job_request_idx')
      .on(table.jobRequestId)
      .where(sql`${table.jobRequestId} is not null`),
    check('messages_type_check', sql`${table.messageType} in ('TEXT', 'REQUEST', 'INVITATION')`),
  ],
);

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
