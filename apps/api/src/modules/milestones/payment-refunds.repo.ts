import { and, asc, eq, gt, inArray, isNull, like, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';
import { milestonePayments, type MilestonePaymentRow } from '../../db/schema/milestones';

const owed = (now: Date) =>
  and(
    eq(milestonePayments.status, 'PAID'),
    isNull(milestonePayments.refundedAt),
    or(isNull(milestonePayments.refundClaimedUntil), lte(milestonePayments.refundClaimedUntil, now)),
  );

/** The attempt that paid for a milestone (never a second payment of it): what its refund names. */
export async function findPaidPayment(db: Db, milestoneId: string): Promise<MilestonePaymentRow | null> {
  const [row] = await db
    .select()
    .from(milestonePayments)
    .where(
      and(
        eq(milestonePayments.milestoneId, milestoneId),
        eq(milestonePayments.status, 'PAID'),
        eq(milestonePayments.duplicate, false),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Compare-and-set of the right to ask the provider for a payment's refund until `until`: true for
 * the one caller that may ask now; false when it is refunded or another caller's claim still runs.
 */
export async function claimRefund(db: Db, paymentId: string, now: Date, until: Date): Promise<boolean> {
  const rows = await db
    .update(milestonePayments)
    .set({ refundClaimedUntil: until })
    .where(and(eq(milestonePayments.id, paymentId), owed(now)))
    .returning({ id: milestonePayments.id });
  return rows.length === 1;
}

/** Compare-and-set to refunded: true for the one caller that records it. */
export async function markRefunded(db: Db, paymentId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(milestonePayments)
    .set({ refundedAt: at })
    .where(and(eq(milestonePayments.id, paymentId), isNull(milestonePayments.refundedAt)))
    .returning({ id: milestonePayments.id });
  return rows.length === 1;
}

/**
 * Paid attempts whose money the ledger gave back to the organization (a refund, or the
 * organization's share of a split) and the provider has not refunded yet, nobody asking it now,
 * with that amount.
 */
export async function findOwedRefunds(db: Db, now: Date, limit: number) {
  return db
    .select({ payment: milestonePayments, amount: ledgerEntries.amount })
    .from(milestonePayments)
    .innerJoin(
      ledgerTransactions,
      and(
        eq(ledgerTransactions.milestoneId, milestonePayments.milestoneId),
        inArray(ledgerTransactions.kind, ['milestone.refunded', 'milestone.split']),
      ),
    )
    .innerJoin(
      ledgerEntries,
      and(
        eq(ledgerEntries.transactionId, ledgerTransactions.id),
        like(ledgerEntries.account, 'organization:%:funding'),
        gt(ledgerEntries.amount, 0),
      ),
    )
    .where(and(owed(now), eq(milestonePayments.duplicate, false)))
    .limit(limit);
}

/** Second payments not refunded yet, nobody asking the provider now, oldest first. */
export async function findOwedDuplicates(db: Db, now: Date, limit: number): Promise<MilestonePaymentRow[]> {
  return db
    .select()
    .from(milestonePayments)
    .where(and(owed(now), eq(milestonePayments.duplicate, true)))
    .orderBy(asc(milestonePayments.createdAt))
    .limit(limit);
}
