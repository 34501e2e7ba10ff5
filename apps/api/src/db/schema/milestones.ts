import { MILESTONE_STATUSES } from '@casting/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { jobRequests } from './job-requests';
import { users } from './users';

const statusList = sql.raw(MILESTONE_STATUSES.map((status) => `'${status}'`).join(', '));
const halalas = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A part of an accepted contract with its price (issue 33). The fee, VAT and net are fixed when
 * the organization proposes it, so the talent accepts the terms it saw. Its status follows the
 * contract's MILESTONE_TRANSITIONS as a compare-and-set; the money is in the ledger. A contract
 * with money on it is never deleted.
 */
export const milestones = pgTable(
  'milestones',
  {
    id: id(),
    jobRequestId: uuid('job_request_id')
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    amount: halalas('amount').notNull(),
    fee: halalas('fee').notNull(),
    vat: halalas('vat').notNull(),
    net: halalas('net').notNull(),
    status: text('status').notNull().default('PROPOSED'),
    declineReason: text('decline_reason'),
    disputeReason: text('dispute_reason'),
    disputedBy: uuid('disputed_by').references(() => users.id, { onDelete: 'set null' }),
    heldAt: at('held_at'),
    deliveredAt: at('delivered_at'),
    /** Released, refunded or split: when it ended. */
    settledAt: at('settled_at'),
    /** When the organization was told that a delivery will be released by itself. */
    releaseReminderSentAt: at('release_reminder_sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('milestones_job_request_created_idx').on(table.jobRequestId, table.createdAt, table.id),
    // The scheduler's auto-release and reminder scans.
    index('milestones_delivered_idx')
      .on(table.deliveredAt)
      .where(sql`${table.status} = 'DELIVERED'`),
    check('milestones_status_check', sql`${table.status} in (${statusList})`),
    check('milestones_amount_check', sql`${table.amount} > 0 and ${table.net} > 0`),
    check('milestones_split_check', sql`${table.fee} + ${table.vat} + ${table.net} = ${table.amount}`),
  ],
);
export type MilestoneRow = typeof milestones.$inferSelect;

/**
 * One attempt to fund a milestone at the provider. Its id is the provider's idempotency key, so
 * a retry after a crash finds the same checkout; at most one is PENDING per milestone.
 */
export const milestonePayments = pgTable(
  'milestone_payments',
  {
    id: id(),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => milestones.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    /** The provider's checkout id, once it has answered. */
    reference: text('reference'),
    redirectUrl: text('redirect_url'),
    status: text('status').notNull().default('PENDING'),
    amount: halalas('amount').notNull(),
    /** The provider's payment id, which a refund names. */
    paymentId: text('payment_id'),
    method: text('method'),
    cardScheme: text('card_scheme'),
    lastFour: text('last_four'),
    failureMessage: text('failure_message'),
    /** When the app gave up waiting for the payer; a payment the provider still takes afterwards counts. */
    abandonedAt: at('abandoned_at'),
    /**
     * A payment that arrived for a milestone no longer waiting for one (a second payment of a
     * milestone already held): refunded whole, never the milestone's money.
     */
    duplicate: boolean('duplicate').notNull().default(false),
    /** When the provider confirmed the refund of this payment's money (whole or in part); null while it is owed. */
    refundedAt: at('refunded_at'),
    /**
     * Until when one process is asking the provider for this payment's refund: nobody else asks
     * before then, so a refund racing its retry is asked for once (a provider may not dedupe it).
     */
    refundClaimedUntil: at('refund_claimed_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('milestone_payments_milestone_idx').on(table.milestoneId, table.createdAt),
    uniqueIndex('milestone_payments_reference_key').on(table.provider, table.reference),
    uniqueIndex('milestone_payments_pending_key')
      .on(table.milestoneId)
      .where(sql`${table.status} = 'PENDING'`),
    index('milestone_payments_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PENDING'`),
    // The sweep's scan of second payments still to refund.
    index('milestone_payments_duplicate_owed_idx')
      .on(table.createdAt)
      .where(sql`${table.duplicate} and ${table.refundedAt} is null`),
    check('milestone_payments_status_check', sql`${table.status} in ('PENDING', 'PAID', 'FAILED')`),
  ],
);
export type MilestonePaymentRow = typeof milestonePayments.$inferSelect;
