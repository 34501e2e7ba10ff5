import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * The built-in payment simulator's own records (lib/payments/simulator), standing in for the
 * provider's side: a deployment with provider keys never writes here.
 */
export const simulatorCheckouts = pgTable(
  'simulator_checkouts',
  {
    /** Its reference, shaped like a provider's id. */
    id: text('id').primaryKey(),
    /** The app's checkoutId: asking twice gives the same checkout. */
    checkoutId: text('checkout_id').notNull().unique('simulator_checkouts_checkout_id_key'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    returnUrl: text('return_url').notNull(),
    language: text('language').notNull(),
    status: text('status').notNull().default('PENDING'),
    paymentId: text('payment_id'),
    method: text('method'),
    cardScheme: text('card_scheme'),
    lastFour: text('last_four'),
    failureMessage: text('failure_message'),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('simulator_checkouts_status_check', sql`${table.status} in ('PENDING', 'PAID', 'FAILED')`),
  ],
);

/** Refunds the simulator made, once per refundId. */
export const simulatorRefunds = pgTable('simulator_refunds', {
  refundId: text('refund_id').primaryKey(),
  checkoutId: text('checkout_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});

export const simulatorPayouts = pgTable(
  'simulator_payouts',
  {
    id: text('id').primaryKey(),
    payoutId: text('payout_id').notNull().unique('simulator_payouts_payout_id_key'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    iban: text('iban').notNull(),
    holderName: text('holder_name').notNull(),
    status: text('status').notNull().default('PENDING'),
    failureMessage: text('failure_message'),
    /** When the simulated bank settles it. */
    settlesAt: timestamp('settles_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('simulator_payouts_status_check', sql`${table.status} in ('PENDING', 'PAID', 'FAILED')`)],
);
