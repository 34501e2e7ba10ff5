import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema/idempotency-keys';

/**
 * Takes the key for a new request until `expiresAt` (its lease): inserts it, or takes over a row
 * whose time is up, under a new id so the row's former holder can no longer renew or settle it.
 * Null when a live row holds the key (a request made before, or one running now).
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
      set: {
        id: sql`gen_random_uuid()`,
        fingerprint: values.fingerprint,
        statusCode: null,
        body: null,
        expiresAt: values.expiresAt,
      },
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

/** Extends the lease of a request that still runs; a no-op once it is settled or taken over. */
export async function renewIdempotencyLease(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ expiresAt })
    .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.statusCode)));
}

/** Keeps the answer for the key's retries; false when the lease was lost to another request. */
export async function storeIdempotentAnswer(
  db: Db,
  id: string,
  answer: { statusCode: number; body: string; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set(answer)
    .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.statusCode)))
    .returning({ id: idempotencyKeys.id });
  return rows.length === 1;
}

/** The request failed: the key is free for a retry. */
export async function releaseIdempotencyKey(db: Db, id: string) {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.statusCode)));
}

export async function deleteExpiredIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now));
}
