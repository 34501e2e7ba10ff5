import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documentCounters, invoices, type InvoiceRow } from '../../db/schema/invoices';

/**
 * The next number of a series, taken under the counter row's lock until commit: a number is
 * used only by a document of a transaction that committed, so the series has no gaps.
 */
export async function nextNumber(db: Db, series: string): Promise<number> {
  const [row] = await db
    .insert(documentCounters)
    .values({ series, last: 1 })
    .onConflictDoUpdate({ target: documentCounters.series, set: { last: sql`${documentCounters.last} + 1` } })
    .returning({ last: documentCounters.last });
  if (row === undefined) throw new Error(`no number was taken in series ${series}`);
  return row.last;
}

export async function insertInvoice(db: Db, values: Omit<InvoiceRow, 'id'>): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  if (row === undefined) throw new Error('the invoice was not inserted');
  return row;
}

export async function findInvoiceOf(db: Db, userId: string, invoiceId: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function listInvoicesOf(db: Db, userId: string, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(invoices).where(eq(invoices.userId, userId)),
  ]);
  return { rows, total: total?.total ?? 0 };
}
