import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ledgerEntries } from '../../db/schema/ledger';
import { milestonePayments, milestones } from '../../db/schema/milestones';
import { payouts } from '../../db/schema/payouts';
import { ProviderRefusedError, type PaymentProvider } from '../../lib/payments/payment-provider';

const HOLDING = ['HELD', 'DELIVERED', 'DISPUTED'];

/**
 * Where the ledger and the provider disagree, one sentence each (`npm run payments:reconcile`):
 * a payment the ledger holds that the provider does not have as paid for that amount, a payment
 * the provider took that no milestone holds, held money of a milestone no longer holding it,
 * a refund owed (a second payment's too, until the sweep has refunded it), and payouts whose
 * outcome differs.
 */
export async function reconcile(db: Db, provider: PaymentProvider): Promise<string[]> {
  const differences: string[] = [];
  const attempts = await db
    .select({ payment: milestonePayments, status: milestones.status })
    .from(milestonePayments)
    .innerJoin(milestones, eq(milestones.id, milestonePayments.milestoneId))
    .where(
      and(eq(milestonePayments.provider, provider.name), sql`${milestonePayments.reference} is not null`),
    );
  for (const { payment, status } of attempts) {
    const reference = payment.reference ?? '';
    const state = await provider.checkoutState(reference).catch((error: unknown) => {
      if (error instanceof ProviderRefusedError) return null;
      throw error;
    });
    const paidThere = state?.status === 'PAID';
    if (payment.status === 'PAID' && (!paidThere || state.amount !== payment.amount)) {
      differences.push(
        `checkout ${reference}: paid ${String(payment.amount)} halalas here, ${state === null ? 'unknown' : `${state.status} ${String(state.amount)}`} at ${provider.name}`,
      );
    }
    if (payment.status !== 'PAID' && paidThere) {
      differences.push(
        `checkout ${reference}: paid at ${provider.name} but ${payment.status} here (milestone ${status}): refund it`,
      );
    }
    if (payment.status === 'PAID' && status === 'REFUNDED' && payment.refundedAt === null) {
      differences.push(`checkout ${reference}: refunded here, not yet at ${provider.name}`);
    }
    if (payment.duplicate && payment.refundedAt === null) {
      differences.push(
        `checkout ${reference}: a second payment of milestone ${payment.milestoneId}, owed back, not yet refunded at ${provider.name}`,
      );
    }
  }
  const escrows = await db
    .select({
      id: milestones.id,
      status: milestones.status,
      amount: milestones.amount,
      held: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text`,
    })
    .from(milestones)
    .leftJoin(ledgerEntries, eq(ledgerEntries.account, sql`'escrow:milestone:' || ${milestones.id}::text`))
    .groupBy(milestones.id);
  for (const escrow of escrows) {
    const expected = HOLDING.includes(escrow.status) ? escrow.amount : 0;
    if (Number(escrow.held) !== expected) {
      differences.push(
        `milestone ${escrow.id}: ${escrow.status} should hold ${String(expected)} halalas, the ledger holds ${escrow.held}`,
      );
    }
  }
  const settled = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.provider, provider.name), inArray(payouts.status, ['PAID', 'FAILED'])));
  for (const payout of settled) {
    if (payout.reference === null) continue;
    const state = await provider.payoutState(payout.reference);
    if (state.status !== payout.status) {
      differences.push(`payout ${payout.id}: ${payout.status} here, ${state.status} at ${provider.name}`);
    }
  }
  return differences;
}
