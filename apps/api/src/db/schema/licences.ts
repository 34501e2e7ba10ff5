import { LICENCE_STATES, LICENCE_TYPES } from '@casting/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { operators } from './operators';
import { users } from './users';

const typesList = sql.raw(LICENCE_TYPES.map((type) => `'${type}'`).join(', '));
const statesList = sql.raw(LICENCE_STATES.map((state) => `'${state}'`).join(', '));

/** A talent's professional licence (issue 36), verified by an operator from its evidence. */
export const licences = pgTable(
  'licences',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    number: text('number').notNull(),
    issuer: text('issuer').notNull(),
    /** The last day the licence is valid, a calendar date in Riyadh. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** The key of the uploaded evidence (PDF, JPEG or PNG), private to its owner and operators. */
    evidenceKey: text('evidence_key').notNull(),
    status: text('status').notNull().default('PENDING'),
    /** The operator's reason for a rejection. */
    reason: text('reason'),
    decidedByOperatorId: uuid('decided_by_operator_id').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    /** When the 90-day and 30-day reminders before expiry went out. */
    remindedAt90: timestamp('reminded_at_90', { withTimezone: true, mode: 'date' }),
    remindedAt30: timestamp('reminded_at_30', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('licences_user_idx').on(table.userId, table.createdAt),
    index('licences_status_created_idx').on(table.status, table.createdAt, table.id),
    // The sweep of verified licences nearing or past expiry.
    index('licences_verified_expiry_idx')
      .on(table.expiresOn)
      .where(sql`${table.status} = 'VERIFIED'`),
    check('licences_type_check', sql`${table.type} in (${typesList})`),
    check('licences_status_check', sql`${table.status} in (${statesList})`),
  ],
);

export type LicenceRow = typeof licences.$inferSelect;
