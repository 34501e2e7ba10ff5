import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { payoutAccounts, payouts, type PayoutRow } from '../../db/schema/payouts';

export async function findPayoutAccount(db: Db, userId: string) {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)).limit(1);
  return row ?? null;
}

export async function savePayoutAccount(
  db: Db,
  values: { userId: string; iban: string; holderName: string },
) {
  await db
    .insert(payoutAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: payoutAccounts.userId,
      set: { iban: values.iban, holderName: values.holderName },
    });
}

export async function insertPayout(
  db: Db,
  values: Pick<PayoutRow, 'userId' | 'amount' | 'iban' | 'holderName' | 'provider' | 'createdAt'>,
): Promise<PayoutRow> {
  const [row] = await db.insert(payouts).values(values).returning();
  if (row === undefined) throw new Error('the payout was not inserted');
  return row;
}

export async function recordPayoutReference(db: Db, payoutId: string, reference: string): Promise<void> {
  await db.update(payouts).set({ reference }).where(eq(payouts.id, payoutId));
}

/** Compare-and-set from PENDING to the provider's outcome; the row, or null when it was settled before. */
export async function settlePayout(
  db: Db,
  payoutId: string,
  status: 'PAID' | 'FAILED',
  failureMessage: string | null,
): Promise<PayoutRow | null> {
  const [row] = await db
    .update(payouts)
    .set({ status, failureMessage })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'PENDING')))
    .returning();
  return row ?? null;
}

export async function findPayout(db: Db, payoutId: string) {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, payoutId)).limit(1);
  return row ?? null;
}

export async function findPayoutByReference(db: Db, provider: string, reference: string) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.provider, provider), eq(payouts.reference, reference)))
    .limit(1);
  return row ?? null;
}

export async function findPendingPayouts(db: Db, limit: number): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.status, 'PENDING'))
    .orderBy(payouts.createdAt)
    .limit(limit);
}

export async function listPayouts(db: Db, userId: string, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payouts)
      .where(eq(payouts.userId, userId))
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(payouts).where(eq(payouts.userId, userId)),
  ]);
  return { rows, total: total?.total ?? 0 };
}
