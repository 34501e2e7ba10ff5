import { DEFAULT_LANGUAGE, LANGUAGES } from '@casting/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    role: text('role', { enum: ['INDIVIDUAL', 'ORGANIZATION'] }).notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    /** The language of the account's e-mails, and of its answers when a request names none. */
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    /** Who may start a chat or invite this talent: EVERYONE, VERIFIED_ORGANIZATIONS or APPLIED_ONLY. */
    whoCanContact: text('who_can_contact').notNull().default('EVERYONE'),
    /** Set while an operator's suspension or ban stands (issue 35). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    /** When a suspension ends; null with `suspendedAt` set is a ban. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true, mode: 'date' }),
    suspensionReason: text('suspension_reason'),
    /** When the person asked to delete the account (issue 36): signing in within 14 days restores it. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true, mode: 'date' }),
    /** When the account's personal data was destroyed; the row stays, nameless, for invoices and ledger lines. */
    destroyedAt: timestamp('destroyed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    // The sweep of accounts left unverified.
    index('users_unverified_created_idx')
      .on(table.createdAt)
      .where(sql`${table.emailVerified} = false`),
    // The few accounts suspended now, which Explore's lists leave out (suspendedUserIds).
    index('users_suspended_idx')
      .on(table.suspendedAt)
      .where(sql`${table.suspendedAt} is not null`),
    // The accounts asked to be deleted, destroyed ones included, which every list leaves out
    // (absentUserIds): the partial index keeps that subquery to those few rows.
    index('users_deleted_idx')
      .on(table.id)
      .where(sql`${table.deletionRequestedAt} is not null`),
    // The sweep of accounts whose 14 days have passed.
    index('users_deletion_requested_idx')
      .on(table.deletionRequestedAt)
      .where(sql`${table.deletionRequestedAt} is not null and ${table.destroyedAt} is null`),
    check('users_role_check', sql`${table.role} in ('INDIVIDUAL', 'ORGANIZATION')`),
    check('users_language_check', sql`${table.language} in ('en', 'ar')`),
    check(
      'users_who_can_contact_check',
      sql`${table.whoCanContact} in ('EVERYONE', 'VERIFIED_ORGANIZATIONS', 'APPLIED_ONLY')`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
