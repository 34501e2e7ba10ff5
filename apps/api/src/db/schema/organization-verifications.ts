import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { operators } from './operators';
import { organizations } from './organizations';

/** An organization's request to be verified (issue 35), decided by an operator. */
export const organizationVerifications = pgTable(
  'organization_verifications',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The Unified National Number: 10 digits starting with 7. */
    unifiedNumber: text('unified_number').notNull(),
    /** The key of the uploaded document (PDF, JPEG or PNG). */
    documentKey: text('document_key').notNull(),
    status: text('status').notNull().default('PENDING'),
    reason: text('reason'),
    decidedByOperatorId: uuid('decided_by_operator_id').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('organization_verifications_organization_idx').on(table.organizationId, table.createdAt),
    // At most one request waiting per organization.
    uniqueIndex('organization_verifications_pending_key')
      .on(table.organizationId)
      .where(sql`${table.status} = 'PENDING'`),
    index('organization_verifications_status_idx').on(table.status, table.createdAt),
    check(
      'organization_verifications_status_check',
      sql`${table.status} in ('PENDING', 'VERIFIED', 'REJECTED')`,
    ),
    check('organization_verifications_number_check', sql`${table.unifiedNumber} ~ '^7[0-9]{9}$'`),
  ],
);
