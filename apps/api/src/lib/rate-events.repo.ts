import { and, asc, count, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateEvents } from '../db/schema/rate-events';

export async function insertRateEvent(db: Db, bucket: string, subject: string, at: Date): Promise<string> {
  const [row] = await db
    .insert(rateEvents)
    .values({ bucket, subject, createdAt: at })
    .returning({ id: rateEvents.id });
  if (row === undefined) throw new Error('insert into rate_events returned no row');
  return row.id;
}

export async function deleteRateEvent(db: Db, id: string): Promise<void> {
  await db.delete(rateEvents).where(eq(rateEvents.id, id));
}

export async function countRateEvents(db: Db, bucket: string, subject: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(rateEvents)
    .where(
      and(eq(rateEvents.bucket, bucket), eq(rateEvents.subject, subject), gt(rateEvents.createdAt, since)),
    );
  return row?.value ?? 0;
}

/** The time of the event at a position (0 = oldest) among those after `since`. */
export async function rateEventTimeAt(
  db: Db,
  bucket: string,
  subject: string,
  since: Date,
  position: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: rateEvents.createdAt })
    .from(rateEvents)
    .where(
      and(eq(rateEvents.bucket, bucket), eq(rateEvents.subject, subject), gt(rateEvents.createdAt, since)),
    )
    .orderBy(asc(rateEvents.createdAt))
    .offset(position)
    .limit(1);
  return row?.at ?? null;
}

export async function deleteRateEvents(db: Db, bucket: string, subject: string): Promise<void> {
  await db.delete(rateEvents).where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.subject, subject)));
}

/** Forgets the subject's latest event in the bucket. */
export async function deleteLatestRateEvent(db: Db, bucket: string, subject: string): Promise<void> {
  const latest = db
    .select({ id: rateEvents.id })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.subject, subject)))
    .orderBy(desc(rateEvents.createdAt))
    .limit(1);
  await db.delete(rateEvents).where(inArray(rateEvents.id, latest));
}

export async function deleteRateEventsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.createdAt, before));
}
