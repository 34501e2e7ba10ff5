import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema/idempotency-keys';

/**
 * Takes the key for a new request: inserts it, or takes over a row whose time is up. Null when
 * a live row holds the key (a request made before, or one running now).
 */
export async function claimIdempotencyKey(
  db: Db,
  values: { userId: string; key: string; fingerprint: string; now: Date; expiresAt: Date },
): Promise<string | null> {
  const [row] = await db
    .insert(idempotencyKeys)
    .values({
      userId: values.userId,
      key: values.key,
      fingerprint: values.fingerprint,
      expiresAt: values.expiresAt,
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { fingerprint: values.fingerprint, statusCode: null, body: null, expiresAt: values.expiresAt },
      setWhere: lte(idempotencyKeys.expiresAt, values.now),
    })
    .returning({ id: idempotencyKeys.id });
  return row?.id ?? null;
}

export async function findIdempotencyKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      statusCode: idempotencyKeys.statusCode,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}

export async function storeIdempotentAnswer(db: Db, id: string, statusCode: number, body: string) {
  await db.update(idempotencyKeys).set({ statusCode, body }).where(eq(idempotencyKeys.id, id));
}

/** The request failed: the key is free for a retry. */
export async function releaseIdempotencyKey(db: Db, id: string) {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.statusCode)));
}

export async function deleteExpiredIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now));
}
