import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { dataExports } from '../../db/schema/privacy';
import { users } from '../../db/schema/users';

export type DataExportRow = typeof dataExports.$inferSelect;

/** The account's exports, locked until the transaction ends: one person's requests take turns. */
export async function lockAccount(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The account's newest export asked for after `since` that did not fail; null when none. */
export async function findRecentExport(db: Db, userId: string, since: Date): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(
      and(eq(dataExports.userId, userId), gt(dataExports.createdAt, since), ne(dataExports.status, 'FAILED')),
    )
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findPendingExport(db: Db, userId: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'PENDING')))
    .limit(1);
  return row ?? null;
}

export async function insertExport(db: Db, values: typeof dataExports.$inferInsert): Promise<DataExportRow> {
  const [row] = await db.insert(dataExports).values(values).returning();
  if (row === undefined) throw new Error('insert into data_exports returned no row');
  return row;
}

export function selectExportsOf(db: Db, userId: string, limit: number): Promise<DataExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(limit);
}

export async function findExport(db: Db, id: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row ?? null;
}

/**
 * Claims the oldest pending export nobody holds (never claimed, or its lease lapsed: the process
 * building it died) until `until`, counting the attempt; null when none is waiting. Rows another
 * process is claiming at this moment are skipped, so two processes never take the same one.
 */
export async function claimPendingExport(
  db: Db,
  now: Date,
  until: Date,
  maxAttempts: number,
): Promise<DataExportRow | null> {
  const due = and(
    eq(dataExports.status, 'PENDING'),
    or(isNull(dataExports.claimedUntil), lte(dataExports.claimedUntil, now)),
    lt(dataExports.attempts, maxAttempts),
  );
  const next = db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(due)
    .orderBy(asc(dataExports.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(dataExports)
    .set({ claimedUntil: until, attempts: sql`${dataExports.attempts} + 1` })
    .where(and(inArray(dataExports.id, next), due))
    .returning();
  return row ?? null;
}

/** Extends a lease this process still holds (a compare-and-set on its end); false when it lost it. */
export async function renewExportLease(db: Db, id: string, heldUntil: Date, until: Date): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({ claimedUntil: until })
    .where(
      and(eq(dataExports.id, id), eq(dataExports.status, 'PENDING'), eq(dataExports.claimedUntil, heldUntil)),
    )
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

/** Marks a held export READY with its archive; null when this process no longer holds it. */
export async function markExportReady(
  db: Db,
  id: string,
  heldUntil: Date,
  archive: { fileName: string; bytes: number; readyAt: Date; expiresAt: Date },
): Promise<DataExportRow | null> {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'READY', ...archive, claimedUntil: null })
    .where(
      and(eq(dataExports.id, id), eq(dataExports.status, 'PENDING'), eq(dataExports.claimedUntil, heldUntil)),
    )
    .returning();
  return row ?? null;
}

/** Hands a held export back after a failed build, to be tried again from `retryAt`. */
export async function releaseExport(db: Db, id: string, heldUntil: Date, retryAt: Date): Promise<void> {
  await db
    .update(dataExports)
    .set({ claimedUntil: retryAt })
    .where(
      and(eq(dataExports.id, id), eq(dataExports.status, 'PENDING'), eq(dataExports.claimedUntil, heldUntil)),
    );
}

/** Pending exports out of attempts whose last lease has lapsed become FAILED. */
export async function failExhaustedExports(db: Db, now: Date, maxAttempts: number): Promise<number> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'FAILED', claimedUntil: null })
    .where(
      and(
        eq(dataExports.status, 'PENDING'),
        gte(dataExports.attempts, maxAttempts),
        or(isNull(dataExports.claimedUntil), lte(dataExports.claimedUntil, now)),
      ),
    )
    .returning({ id: dataExports.id });
  return rows.length;
}

/** Ready exports whose link ran out by `now`, oldest first. */
export function selectRunOutExports(db: Db, now: Date, limit: number) {
  return db
    .select({ id: dataExports.id, fileName: dataExports.fileName })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'READY'), lte(dataExports.expiresAt, now)))
    .orderBy(asc(dataExports.expiresAt))
    .limit(limit);
}

export async function markExportExpired(db: Db, id: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'EXPIRED' })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'READY')));
}

/** A ready export whose link still works at `now`; null otherwise. */
export async function findDownloadableExport(db: Db, id: string, now: Date): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'READY'), gt(dataExports.expiresAt, now)));
  return row ?? null;
}
