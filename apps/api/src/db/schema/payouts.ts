import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/** The Saudi bank account a talent withdraws to (a normalised IBAN, checksum verified). */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  iban: text('iban').notNull(),
  holderName: text('holder_name').notNull(),
  updatedAt: updatedAt(),
});

/**
 * A withdrawal of a talent's available balance. Its id is the provider's idempotency key; the
 * account it went to is copied in, so a later change of account does not rewrite history.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    iban: text('iban').notNull(),
    holderName: text('holder_name').notNull(),
    provider: text('provider').notNull(),
    reference: text('reference'),
    status: text('status').notNull().default('PENDING'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payouts_user_created_idx').on(table.userId, table.createdAt, table.id),
    uniqueIndex('payouts_reference_key').on(table.provider, table.reference),
    index('payouts_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PENDING'`),
    check('payouts_status_check', sql`${table.status} in ('PENDING', 'PAID', 'FAILED')`),
    check('payouts_amount_check', sql`${table.amount} > 0`),
  ],
);
export type PayoutRow = typeof payouts.$inferSelect;
