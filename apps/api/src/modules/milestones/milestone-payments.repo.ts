import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { milestonePayments, type MilestonePaymentRow } from '../../db/schema/milestones';
import type { CheckoutState } from '../../lib/payments/payment-provider';

export async function insertPayment(
  db: Db,
  values: { milestoneId: string; provider: string; amount: number; createdAt: Date },
): Promise<MilestonePaymentRow> {
  const [row] = await db.insert(milestonePayments).values(values).returning();
  if (row === undefined) throw new Error('the payment was not inserted');
  return row;
}

/** The milestone's payment still at the provider, if one is. */
export async function findPendingPayment(db: Db, milestoneId: string): Promise<MilestonePaymentRow | null> {
  const [row] = await db
    .select()
    .from(milestonePayments)
    .where(and(eq(milestonePayments.milestoneId, milestoneId), eq(milestonePayments.status, 'PENDING')))
    .limit(1);
  return row ?? null;
}

export async function findPaymentByReference(
  db: Db,
  provider: string,
  reference: string,
): Promise<MilestonePaymentRow | null> {
  const [row] = await db
    .select()
    .from(milestonePayments)
    .where(and(eq(milestonePayments.provider, provider), eq(milestonePayments.reference, reference)))
    .limit(1);
  return row ?? null;
}

export async function recordCheckout(
  db: Db,
  paymentId: string,
  checkout: { reference: string; redirectUrl: string },
): Promise<void> {
  await db
    .update(milestonePayments)
    .set({ reference: checkout.reference, redirectUrl: checkout.redirectUrl })
    .where(eq(milestonePayments.id, paymentId));
}

/**
 * Compare-and-set to the provider's outcome, from PENDING or from an attempt the app gave up on
 * (a late payment still counts); the status it was in, or null when it was settled before.
 */
export async function settlePayment(
  db: Db,
  paymentId: string,
  state: CheckoutState,
): Promise<'PENDING' | 'ABANDONED' | null> {
  const [row] = await db
    .select({ status: milestonePayments.status, abandonedAt: milestonePayments.abandonedAt })
    .from(milestonePayments)
    .where(eq(milestonePayments.id, paymentId))
    .for('update');
  const from = row?.status === 'PENDING' ? 'PENDING' : row?.abandonedAt != null ? 'ABANDONED' : null;
  if (from === null || (from === 'ABANDONED' && state.status !== 'PAID')) return null;
  await db
    .update(milestonePayments)
    .set({
      status: state.status,
      abandonedAt: null,
      paymentId: state.paymentId,
      method: state.method,
      cardScheme: state.cardScheme,
      lastFour: state.lastFour,
      failureMessage: state.status === 'FAILED' ? state.failureMessage : null,
    })
    .where(eq(milestonePayments.id, paymentId));
  return from;
}

/** Whether the provider may still settle this attempt: pending, or given up on by the app. */
export function mayStillSettle(payment: MilestonePaymentRow): boolean {
  return payment.status === 'PENDING' || payment.abandonedAt !== null;
}

/**
 * Ends an attempt without an outcome from the provider: it refused or never answered the request
 * (`abandoned` false), or the payer has not paid in time (true: a payment may still come).
 */
export async function endPayment(
  db: Db,
  paymentId: string,
  ending: { failureMessage: string | null; abandonedAt: Date | null },
): Promise<boolean> {
  const rows = await db
    .update(milestonePayments)
    .set({ status: 'FAILED', ...ending })
    .where(and(eq(milestonePayments.id, paymentId), eq(milestonePayments.status, 'PENDING')))
    .returning({ id: milestonePayments.id });
  return rows.length === 1;
}

/** Attempts still pending that were started at or before `startedBy`, oldest first. */
export async function findStalePayments(
  db: Db,
  startedBy: Date,
  limit: number,
): Promise<MilestonePaymentRow[]> {
  return db
    .select()
    .from(milestonePayments)
    .where(and(eq(milestonePayments.status, 'PENDING'), lte(milestonePayments.createdAt, startedBy)))
    .orderBy(asc(milestonePayments.createdAt))
    .limit(limit);
}

/** A paid attempt no milestone could hold: its money goes back whole (payment-refunds.ts). */
export async function markDuplicate(db: Db, paymentId: string): Promise<void> {
  await db.update(milestonePayments).set({ duplicate: true }).where(eq(milestonePayments.id, paymentId));
}
