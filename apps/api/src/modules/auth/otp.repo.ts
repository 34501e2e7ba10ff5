import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { otpCodes, type OtpCodeRow } from '../../db/schema/otp-codes';

type UseCase = OtpCodeRow['useCase'];

/** Stores a code, replacing any earlier one of the same account and use case. */
export async function upsertOtpCode(
  db: Db,
  values: { userId: string; useCase: UseCase; codeHmac: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(otpCodes)
    .values(values)
    .onConflictDoUpdate({
      target: [otpCodes.userId, otpCodes.useCase],
      set: { codeHmac: values.codeHmac, expiresAt: values.expiresAt, attempts: 0, createdAt: sql`now()` },
    });
}

export async function findOtpCode(db: Db, userId: string, useCase: UseCase) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.useCase, useCase)))
    .limit(1);
  return row ?? null;
}

/** Counts a wrong try; returns the new number of tries, or null when the code is gone. */
export async function incrementOtpAttempts(db: Db, id: string): Promise<number | null> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(eq(otpCodes.id, id))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? null;
}

export async function deleteOtpCode(db: Db, id: string): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/** Compare-and-delete: of concurrent uses of one code, exactly one gets true. */
export async function consumeOtpCode(db: Db, id: string, codeHmac: string): Promise<boolean> {
  const rows = await db
    .delete(otpCodes)
    .where(and(eq(otpCodes.id, id), eq(otpCodes.codeHmac, codeHmac)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}
