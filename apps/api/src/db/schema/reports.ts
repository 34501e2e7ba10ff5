import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { operators } from './operators';
import { users } from './users';

/** A user's report of a user, a job, a message or a review (issue 35); one per reporter and item. */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterUserId: uuid('reporter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    /** The account the item belongs to, found when the report is made. */
    accountUserId: uuid('account_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status').notNull().default('OPEN'),
    /** The operator's decision: DISMISS, HIDE, WARN, SUSPEND or BAN. */
    action: text('action'),
    decisionReason: text('decision_reason'),
    decidedByOperatorId: uuid('decided_by_operator_id').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('reports_reporter_target_key').on(table.reporterUserId, table.targetType, table.targetId),
    index('reports_status_created_idx').on(table.status, table.createdAt, table.id),
    index('reports_account_created_idx').on(table.accountUserId, table.createdAt),
    check('reports_target_type_check', sql`${table.targetType} in ('USER', 'JOB', 'MESSAGE', 'REVIEW')`),
    check(
      'reports_reason_check',
      sql`${table.reason} in ('SPAM', 'SCAM', 'HARASSMENT', 'INAPPROPRIATE', 'FAKE_PROFILE', 'UNDERAGE', 'OFF_PLATFORM_PAYMENT', 'OTHER')`,
    ),
    check('reports_status_check', sql`${table.status} in ('OPEN', 'DISMISSED', 'ACTIONED')`),
    check(
      'reports_action_check',
      sql`${table.action} is null or ${table.action} in ('DISMISS', 'HIDE', 'WARN', 'SUSPEND', 'BAN')`,
    ),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
