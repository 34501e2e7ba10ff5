import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { licences, type LicenceRow } from '../../db/schema/licences';
import { users } from '../../db/schema/users';

export type { LicenceRow };

/** The talent's profile row, locked until the transaction ends: adds of one talent take turns. */
export async function lockIndividualOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: individuals.id })
    .from(individuals)
    .where(eq(individuals.userId, userId))
    .for('update');
  return row?.id ?? null;
}

export async function countLicencesOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(licences).where(eq(licences.userId, userId));
  return row?.value ?? 0;
}

export async function insertLicence(db: Db, values: typeof licences.$inferInsert): Promise<LicenceRow> {
  const [row] = await db.insert(licences).values(values).returning();
  if (row === undefined) throw new Error('insert into licences returned no row');
  return row;
}

/** The talent's licences, newest first. */
export function selectLicencesOf(db: Db, userId: string): Promise<LicenceRow[]> {
  return db
    .select()
    .from(licences)
    .where(eq(licences.userId, userId))
    .orderBy(desc(licences.createdAt), desc(licences.id));
}

/** Deletes the owner's licence; null when it is not theirs or does not exist. */
export async function deleteOwnLicence(db: Db, id: string, userId: string): Promise<LicenceRow | null> {
  const [row] = await db
    .delete(licences)
    .where(and(eq(licences.id, id), eq(licences.userId, userId)))
    .returning();
  return row ?? null;
}

const withTalent = {
  licence: licences,
  individualId: individuals.id,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** Pending licences oldest first (the queue), the others newest first; `limit + 1` rows. */
export function selectLicences(db: Db, status: string, offset: number, limit: number) {
  const order =
    status === 'PENDING'
      ? [asc(licences.createdAt), asc(licences.id)]
      : [desc(licences.createdAt), desc(licences.id)];
  return db
    .select(withTalent)
    .from(licences)
    .innerJoin(individuals, eq(individuals.userId, licences.userId))
    .innerJoin(users, eq(users.id, licences.userId))
    .where(eq(licences.status, status))
    .orderBy(...order)
    .limit(limit + 1)
    .offset(offset);
}

export type LicenceListRow = Awaited<ReturnType<typeof selectLicences>>[number];

export async function findLicence(db: Db, id: string): Promise<LicenceListRow | null> {
  const [row] = await db
    .select(withTalent)
    .from(licences)
    .innerJoin(individuals, eq(individuals.userId, licences.userId))
    .innerJoin(users, eq(users.id, licences.userId))
    .where(eq(licences.id, id));
  return row ?? null;
}

/** Decides a pending licence (a compare-and-set); null when it is not pending. */
export async function decidePendingLicence(
  db: Db,
  id: string,
  decision: { status: 'VERIFIED' | 'REJECTED'; reason: string; operatorId: string; at: Date },
): Promise<LicenceRow | null> {
  const [row] = await db
    .update(licences)
    .set({
      status: decision.status,
      reason: decision.status === 'REJECTED' ? decision.reason : null,
      decidedByOperatorId: decision.operatorId,
      decidedAt: decision.at,
    })
    .where(and(eq(licences.id, id), eq(licences.status, 'PENDING')))
    .returning();
  return row ?? null;
}

/**
 * Rewrites the talent's badges from their licences: the verified ones valid on `today`
 * (YYYY-MM-DD, Riyadh), one per type with its latest expiry. Only a change writes the row, so
 * the stored cards are rebuilt only when a badge came or went.
 */
export async function refreshLicenceBadges(db: Db, userId: string, today: string): Promise<void> {
  const badges = sql`(
    select coalesce(jsonb_agg(jsonb_build_object('type', badge.type, 'expiresOn', badge.expires_on) order by badge.type), '[]'::jsonb)
    from (
      select ${licences.type} as type, to_char(max(${licences.expiresOn}), 'YYYY-MM-DD') as expires_on
      from ${licences}
      where ${licences.userId} = ${userId} and ${licences.status} = 'VERIFIED' and ${licences.expiresOn} >= ${today}::date
      group by ${licences.type}
    ) badge
  )`;
  await db
    .update(individuals)
    .set({ licenceBadges: badges })
    .where(and(eq(individuals.userId, userId), sql`${individuals.licenceBadges} is distinct from ${badges}`));
}

/** Whether the talent holds a verified licence of the type, valid on `today` (YYYY-MM-DD, Riyadh). */
export async function holdsValidLicence(
  db: Db,
  userId: string,
  type: string,
  today: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: licences.id })
    .from(licences)
    .where(
      and(
        eq(licences.userId, userId),
        eq(licences.type, type),
        eq(licences.status, 'VERIFIED'),
        gte(licences.expiresOn, today),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const claimed = {
  id: licences.id,
  userId: licences.userId,
  type: licences.type,
  number: licences.number,
  expiresOn: licences.expiresOn,
};

export type ClaimedLicence = {
  readonly id: string;
  readonly userId: string;
  readonly type: string;
  readonly number: string;
  readonly expiresOn: string;
};

/** Up to `limit` ids matching `where`, skipping rows another process holds. */
function claimable(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select({ id: licences.id })
    .from(licences)
    .where(where)
    .orderBy(asc(licences.expiresOn))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Claims verified licences that expire by `window.until` and have had no reminder of this kind.
 * The 30-day reminder marks the 90-day one sent too: a licence verified late gets one reminder,
 * not two at once.
 */
export async function claimReminders(
  db: Db,
  reminder: 30 | 90,
  window: { today: string; until: string; at: Date },
  limit: number,
): Promise<ClaimedLicence[]> {
  const due = and(
    eq(licences.status, 'VERIFIED'),
    isNull(reminder === 30 ? licences.remindedAt30 : licences.remindedAt90),
    gte(licences.expiresOn, window.today),
    lte(licences.expiresOn, window.until),
  );
  return db
    .update(licences)
    .set(
      reminder === 30
        ? { remindedAt30: window.at, remindedAt90: sql`coalesce(${licences.remindedAt90}, ${window.at})` }
        : { remindedAt90: window.at },
    )
    .where(and(inArray(licences.id, claimable(db, due, limit)), due))
    .returning(claimed);
}

/**
 * Claims licences in `status` whose last valid day is before `today`: they become EXPIRED. A
 * second process's UPDATE of the same row waits, then finds it EXPIRED and skips it, so each
 * expiry is handled once.
 */
export async function claimExpired(
  db: Db,
  status: 'VERIFIED' | 'PENDING',
  today: string,
  limit: number,
): Promise<ClaimedLicence[]> {
  const due = and(eq(licences.status, status), lt(licences.expiresOn, today));
  return db
    .update(licences)
    .set({ status: 'EXPIRED' })
    .where(and(inArray(licences.id, claimable(db, due, limit)), due))
    .returning(claimed);
}
