import { and, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { chats } from '../../db/schema/chats';
import { individuals } from '../../db/schema/individuals';
import { jobs } from '../../db/schema/jobs';
import { organizations } from '../../db/schema/organizations';
import { reports } from '../../db/schema/reports';
import { reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../lib/like';

/** How many of an account's reports, jobs, chats and notes its page shows. */
const DETAIL_ROWS = 50;

function selectAccounts(db: Db) {
  return db
    .select({
      user: users,
      individualId: individuals.id,
      organizationId: organizations.id,
      organizationName: organizations.name,
    })
    .from(users)
    .leftJoin(individuals, eq(individuals.userId, users.id))
    .leftJoin(organizations, eq(organizations.userId, users.id));
}

export type AccountRow = Awaited<ReturnType<ReturnType<typeof selectAccounts>['execute']>>[number];

export async function findAccount(db: Db, userId: string): Promise<AccountRow | null> {
  const [row] = await selectAccounts(db).where(eq(users.id, userId));
  return row ?? null;
}

/** Accounts whose name, organization name or e-mail contains `search`, newest first; `limit + 1` rows. */
export function searchAccounts(db: Db, search: string | undefined, offset: number, limit: number) {
  const pattern = search === undefined ? undefined : containsPattern(search);
  return selectAccounts(db)
    .where(
      pattern === undefined
        ? undefined
        : or(
            ilike(users.email, pattern),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
            ilike(organizations.name, pattern),
          ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1)
    .offset(offset);
}

export function reportsAbout(db: Db, userId: string) {
  return db
    .select()
    .from(reports)
    .where(eq(reports.accountUserId, userId))
    .orderBy(desc(reports.createdAt))
    .limit(DETAIL_ROWS);
}

export function jobsOfAccount(db: Db, userId: string) {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      jobStatus: jobs.jobStatus,
      hiddenAt: jobs.hiddenAt,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .where(eq(organizations.userId, userId))
    .orderBy(desc(jobs.createdAt))
    .limit(DETAIL_ROWS);
}

export function chatsOfAccount(db: Db, userId: string) {
  const other = sql<string>`case when ${chats.individualUserId} = ${userId} then ${chats.organizationUserId} else ${chats.individualUserId} end`;
  return db
    .select({
      id: chats.id,
      withUserId: other,
      withName: sql<string>`coalesce(${organizations.name}, ${users.firstName} || ' ' || ${users.lastName})`,
      lastMessageAt: chats.lastMessageAt,
    })
    .from(chats)
    .innerJoin(users, eq(users.id, other))
    .leftJoin(organizations, eq(organizations.userId, users.id))
    .where(or(eq(chats.individualUserId, userId), eq(chats.organizationUserId, userId)))
    .orderBy(desc(chats.lastMessageAt))
    .limit(DETAIL_ROWS);
}

/** Notes to the platform from reviews of this account: by organizations of its talent, by talent of its organization. */
export function privateNotesAbout(db: Db, account: AccountRow) {
  const about =
    account.individualId !== null
      ? and(eq(reviews.individualId, account.individualId), eq(reviews.authorRole, 'ORGANIZATION'))
      : account.organizationId !== null
        ? and(eq(reviews.organizationId, account.organizationId), eq(reviews.authorRole, 'INDIVIDUAL'))
        : sql`false`;
  return db
    .select({
      reviewId: reviews.id,
      note: reviews.privateNote,
      createdAt: reviews.createdAt,
      byName: sql<string>`case when ${reviews.authorRole} = 'ORGANIZATION' then ${organizations.name} else ${individuals.firstName} || ' ' || ${individuals.lastName} end`,
    })
    .from(reviews)
    .innerJoin(organizations, eq(organizations.id, reviews.organizationId))
    .innerJoin(individuals, eq(individuals.id, reviews.individualId))
    .where(and(about, isNotNull(reviews.privateNote), sql`${reviews.privateNote} <> ''`))
    .orderBy(desc(reviews.createdAt))
    .limit(DETAIL_ROWS);
}

/** Sets or clears the account's suspension; the row as it was before, or null when there is no such account. */
export async function setSuspension(
  db: Db,
  userId: string,
  suspension: { at: Date; until: Date | null; reason: string } | null,
) {
  const [before] = await db
    .select({
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (before === undefined) return null;
  await db
    .update(users)
    .set({
      suspendedAt: suspension?.at ?? null,
      suspendedUntil: suspension?.until ?? null,
      suspensionReason: suspension?.reason ?? null,
    })
    .where(eq(users.id, userId));
  return before;
}
