import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { MilestonePaymentRow } from '../../db/schema/milestones';
import type { Clock } from '../../lib/clock';
import { postTransaction } from '../../lib/ledger/post-transaction';
import type { PaymentProvider } from '../../lib/payments/payment-provider';
import { duplicateRefundedPosting } from './milestone-money';
import { findMilestone } from './milestones.repo';
import {
  claimRefund,
  findOwedDuplicates,
  findOwedRefunds,
  findPaidPayment,
  markRefunded,
} from './payment-refunds.repo';

const BATCH = 50;
/** Beyond a refund's calls to the provider (at most two, each bounded by its timeout), before another may ask. */
const CLAIM_MARGIN_MS = 60_000;

/**
 * Refunds at the provider (ADR 027): a refunded milestone's money, the organization's share of a
 * split, and a second payment no milestone could hold. Each payment's refund is asked for by one
 * caller at a time (a claim in the database), so a refund racing its retry, in this process or
 * another, reaches the provider once: a provider may not dedupe it (Moyasar's refunds take no key).
 * What the provider has not done is asked again by the sweep once the claim has lapsed.
 */
export function createPaymentRefunds(deps: {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  logger: FastifyBaseLogger;
  providerTimeoutMs: number;
}) {
  const { db, clock, provider, logger } = deps;
  const claimMs = 2 * deps.providerTimeoutMs + CLAIM_MARGIN_MS;

  /** Asks the provider to refund `amount` of a paid attempt, once; `settled` commits with its record. */
  async function refundOnce(
    payment: MilestonePaymentRow,
    amount: number,
    refundId: string,
    settled?: (tx: Db) => Promise<unknown>,
  ): Promise<void> {
    if (payment.paymentId === null) return;
    const now = clock.now();
    if (!(await claimRefund(db, payment.id, now, new Date(now.getTime() + claimMs)))) return;
    try {
      await provider.refund({ paymentId: payment.paymentId, amount, refundId });
    } catch (error) {
      // The claim stands until it lapses: a refund whose answer was lost may have been made, and
      // it is asked again only when nothing of this call can still reach the provider.
      logger.warn({ paymentId: payment.id, err: error }, 'the provider did not refund yet; it is retried');
      return;
    }
    await db.transaction(async (tx) => {
      if ((await markRefunded(tx, payment.id, clock.now())) && settled !== undefined) await settled(tx);
    });
  }

  /** What the ledger gave back to the organization of a milestone (all of it, or a split's share). */
  async function refundMilestone(milestoneId: string, amount: number): Promise<void> {
    const payment = await findPaidPayment(db, milestoneId);
    if (payment !== null) await refundOnce(payment, amount, milestoneId);
  }

  /** A second payment, whole; the ledger gives it back to the organization when the provider has. */
  async function refundDuplicate(payment: MilestonePaymentRow): Promise<void> {
    const found = await findMilestone(db, payment.milestoneId);
    if (found === null) return;
    const { organizationUserId } = found.contract;
    await refundOnce(payment, payment.amount, payment.id, (tx) =>
      postTransaction(tx, duplicateRefundedPosting(payment, organizationUserId)),
    );
  }

  /** Every refund the provider has not made and nobody is asking for now. */
  async function sweep(): Promise<void> {
    const now = clock.now();
    for (const { payment, amount } of await findOwedRefunds(db, now, BATCH))
      await refundOnce(payment, amount, payment.milestoneId);
    for (const payment of await findOwedDuplicates(db, now, BATCH)) await refundDuplicate(payment);
  }

  return { refundMilestone, refundDuplicate, sweep };
}

export type PaymentRefunds = ReturnType<typeof createPaymentRefunds>;
