import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { operators } from './operators';

/**
 * Every operator action, append-only: a trigger (migration 0035) refuses UPDATE, DELETE and
 * TRUNCATE, for operators and the application alike.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    /** What was done, e.g. 'REPORT_DECIDED', 'USER_SUSPENDED', 'VERIFICATION_DECIDED'. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt, table.id)],
);
