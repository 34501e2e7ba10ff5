import { PRIVACY_REQUEST_KINDS } from '@casting/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** A person's consent to a version of the privacy notice (issue 36); the history is kept. */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    consentedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.version] })],
);

/** A copy of a person's data, built in the background and kept for a few days. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('PENDING'),
    /** The archive's file name in the private store, once READY. */
    fileName: text('file_name'),
    bytes: integer('bytes'),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    /** The privacy_requests row that logs this request for the operators; completed when READY. */
    privacyRequestId: uuid('privacy_request_id'),
    /** Until when one process is building it: nobody else takes it before then (migration 0041). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    /** How many times a process took it up; a build that keeps failing or killing its process ends FAILED. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('data_exports_user_idx').on(table.userId, table.createdAt),
    index('data_exports_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PENDING'`),
    // The sweep of ready archives whose link has run out.
    index('data_exports_ready_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'READY'`),
    check('data_exports_status_check', sql`${table.status} in ('PENDING', 'READY', 'FAILED', 'EXPIRED')`),
  ],
);

const kindsList = sql.raw(PRIVACY_REQUEST_KINDS.map((kind) => `'${kind}'`).join(', '));

/**
 * Every request a person makes under the PDPL, with its 30-day deadline, for the operators. It
 * outlives the account: the user id is kept without a reference once the account is destroyed.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: id(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    details: text('details').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('privacy_requests_open_idx')
      .on(table.dueAt)
      .where(sql`${table.completedAt} is null`),
    index('privacy_requests_user_idx').on(table.userId, table.createdAt),
    check('privacy_requests_kind_check', sql`${table.kind} in (${kindsList})`),
  ],
);
