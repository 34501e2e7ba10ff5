import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { outgoingMail } from '../../db/schema/outgoing-mail';
import type { MailMessage } from './mail-message';

export async function insertOutgoingMail(db: Db, message: MailMessage, dueAt: Date): Promise<void> {
  await db.insert(outgoingMail).values({ ...message, nextAttemptAt: dueAt });
}

/**
 * Leases up to `limit` due messages: their next attempt moves to `leaseUntil`, so another
 * process skips them while this one delivers.
 */
export async function leaseDueMail(db: Db, now: Date, leaseUntil: Date, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outgoingMail.id })
      .from(outgoingMail)
      .where(and(isNull(outgoingMail.sentAt), lte(outgoingMail.nextAttemptAt, now)))
      .orderBy(asc(outgoingMail.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outgoingMail)
      .set({ nextAttemptAt: leaseUntil, attempts: sql`${outgoingMail.attempts} + 1` })
      .where(
        inArray(
          outgoingMail.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/**
 * Moves the lease of a message to `leaseUntil` if this process still holds it: unsent, and its
 * lease still ending at `heldUntil`, the end this process last set. False when another process
 * has taken it over since (its lease lapsed) or it was sent.
 */
export async function extendMailLease(
  db: Db,
  id: string,
  heldUntil: Date,
  leaseUntil: Date,
): Promise<boolean> {
  const held = await db
    .update(outgoingMail)
    .set({ nextAttemptAt: leaseUntil })
    .where(
      and(eq(outgoingMail.id, id), isNull(outgoingMail.sentAt), eq(outgoingMail.nextAttemptAt, heldUntil)),
    )
    .returning({ id: outgoingMail.id });
  return held.length > 0;
}

export async function markMailSent(db: Db, id: string, at: Date): Promise<void> {
  await db.update(outgoingMail).set({ sentAt: at, lastError: null }).where(eq(outgoingMail.id, id));
}

export async function markMailFailed(db: Db, id: string, retryAt: Date, error: string): Promise<void> {
  await db
    .update(outgoingMail)
    .set({ nextAttemptAt: retryAt, lastError: error })
    .where(eq(outgoingMail.id, id));
}
