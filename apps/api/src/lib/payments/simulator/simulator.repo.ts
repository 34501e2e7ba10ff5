import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { simulatorCheckouts, simulatorPayouts, simulatorRefunds } from '../../../db/schema/simulator';
import type { CardScheme, PaymentMethod } from '../payment-provider';

export type SimulatorCheckoutRow = typeof simulatorCheckouts.$inferSelect;
export type SimulatorPayoutRow = typeof simulatorPayouts.$inferSelect;

/** Inserts the checkout unless one exists for its checkoutId; either way, the row that holds it. */
export async function insertCheckoutOnce(
  db: Db,
  values: {
    id: string;
    checkoutId: string;
    amount: number;
    description: string;
    returnUrl: string;
    language: string;
    now: Date;
  },
): Promise<SimulatorCheckoutRow> {
  const { now, ...row } = values;
  await db
    .insert(simulatorCheckouts)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: simulatorCheckouts.checkoutId });
  const [stored] = await db
    .select()
    .from(simulatorCheckouts)
    .where(eq(simulatorCheckouts.checkoutId, values.checkoutId));
  if (stored === undefined) throw new Error('the simulator checkout was neither inserted nor found');
  return stored;
}

export async function findCheckout(db: Db, id: string): Promise<SimulatorCheckoutRow | null> {
  const [row] = await db.select().from(simulatorCheckouts).where(eq(simulatorCheckouts.id, id));
  return row ?? null;
}

export interface CheckoutResult {
  readonly status: 'PAID' | 'FAILED';
  readonly paymentId: string | null;
  readonly method: PaymentMethod;
  readonly cardScheme: CardScheme | null;
  readonly lastFour: string | null;
  readonly failureMessage: string | null;
}

/** Ends a PENDING checkout; null when it had already ended (a second click, another process). */
export async function finishCheckout(
  db: Db,
  id: string,
  result: CheckoutResult,
  now: Date,
): Promise<SimulatorCheckoutRow | null> {
  const [row] = await db
    .update(simulatorCheckouts)
    .set({ ...result, updatedAt: now })
    .where(and(eq(simulatorCheckouts.id, id), eq(simulatorCheckouts.status, 'PENDING')))
    .returning();
  return row ?? null;
}

export async function findCheckoutByPayment(db: Db, paymentId: string): Promise<SimulatorCheckoutRow | null> {
  const [row] = await db.select().from(simulatorCheckouts).where(eq(simulatorCheckouts.paymentId, paymentId));
  return row ?? null;
}

/**
 * Records a refund once per refundId and adds it to the checkout's `refunded`, in one
 * transaction; 'done' when the refundId was recorded before, 'exceeds' (nothing written) when
 * the checkout is not paid or the refund is more than what is left of it.
 */
export async function refundOnce(
  db: Db,
  values: { refundId: string; checkoutId: string; amount: number; now: Date },
): Promise<'refunded' | 'done' | 'exceeds'> {
  class Exceeds extends Error {}
  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(simulatorRefunds)
        .values({
          refundId: values.refundId,
          checkoutId: values.checkoutId,
          amount: values.amount,
          createdAt: values.now,
        })
        .onConflictDoNothing({ target: simulatorRefunds.refundId })
        .returning({ refundId: simulatorRefunds.refundId });
      if (inserted.length === 0) return 'done';
      const updated = await tx
        .update(simulatorCheckouts)
        .set({ refunded: sql`${simulatorCheckouts.refunded} + ${values.amount}`, updatedAt: values.now })
        .where(
          and(
            eq(simulatorCheckouts.id, values.checkoutId),
            eq(simulatorCheckouts.status, 'PAID'),
            lte(sql`${simulatorCheckouts.refunded} + ${values.amount}`, simulatorCheckouts.amount),
          ),
        )
        .returning({ id: simulatorCheckouts.id });
      if (updated.length === 0) throw new Exceeds();
      return 'refunded';
    });
  } catch (error) {
    if (error instanceof Exceeds) return 'exceeds';
    throw error;
  }
}

/** Inserts the payout unless one exists for its payoutId; the row, and whether it is new. */
export async function insertPayoutOnce(
  db: Db,
  values: {
    id: string;
    payoutId: string;
    amount: number;
    iban: string;
    holderName: string;
    settlesAt: Date;
    now: Date;
  },
): Promise<{ row: SimulatorPayoutRow; created: boolean }> {
  const { now, ...row } = values;
  const inserted = await db
    .insert(simulatorPayouts)
    .values({ ...row, createdAt: now })
    .onConflictDoNothing({ target: simulatorPayouts.payoutId })
    .returning();
  const created = inserted[0];
  if (created !== undefined) return { row: created, created: true };
  const [stored] = await db
    .select()
    .from(simulatorPayouts)
    .where(eq(simulatorPayouts.payoutId, values.payoutId));
  if (stored === undefined) throw new Error('the simulator payout was neither inserted nor found');
  return { row: stored, created: false };
}

export async function findPayout(db: Db, id: string): Promise<SimulatorPayoutRow | null> {
  const [row] = await db.select().from(simulatorPayouts).where(eq(simulatorPayouts.id, id));
  return row ?? null;
}

/** Settles a PENDING payout that is due; null when it is not due or was settled already. */
export async function settlePayout(
  db: Db,
  id: string,
  result: { status: 'PAID' | 'FAILED'; failureMessage: string | null },
  now: Date,
): Promise<SimulatorPayoutRow | null> {
  const [row] = await db
    .update(simulatorPayouts)
    .set(result)
    .where(
      and(
        eq(simulatorPayouts.id, id),
        eq(simulatorPayouts.status, 'PENDING'),
        lte(simulatorPayouts.settlesAt, now),
      ),
    )
    .returning();
  return row ?? null;
}
