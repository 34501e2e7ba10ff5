import type { PrivacyRequestState } from '@casting/contract';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { organizations } from '../../db/schema/organizations';
import { privacyRequests } from '../../db/schema/privacy';
import { users } from '../../db/schema/users';

const withPerson = {
  request: privacyRequests,
  email: users.email,
  name: sql<string | null>`coalesce(${organizations.name}, ${users.firstName} || ' ' || ${users.lastName})`,
  destroyedAt: users.destroyedAt,
};

function selectWithPerson(db: Db) {
  return db
    .select(withPerson)
    .from(privacyRequests)
    .leftJoin(users, eq(users.id, privacyRequests.userId))
    .leftJoin(organizations, eq(organizations.userId, privacyRequests.userId));
}

/** Open requests nearest deadline first (the queue), completed ones newest first; `limit + 1` rows. */
export function selectPrivacyRequests(db: Db, state: PrivacyRequestState, offset: number, limit: number) {
  const query = selectWithPerson(db);
  const ordered =
    state === 'OPEN'
      ? query
          .where(isNull(privacyRequests.completedAt))
          .orderBy(asc(privacyRequests.dueAt), asc(privacyRequests.id))
      : query
          .where(isNotNull(privacyRequests.completedAt))
          .orderBy(desc(privacyRequests.completedAt), desc(privacyRequests.id));
  return ordered.limit(limit + 1).offset(offset);
}

export type PrivacyRequestListRow = Awaited<ReturnType<typeof selectPrivacyRequests>>[number];

export async function findPrivacyRequest(db: Db, id: string): Promise<PrivacyRequestListRow | null> {
  const [row] = await selectWithPerson(db).where(eq(privacyRequests.id, id)).limit(1);
  return row ?? null;
}

export async function insertPrivacyRequest(db: Db, values: typeof privacyRequests.$inferInsert) {
  const [row] = await db.insert(privacyRequests).values(values).returning({ id: privacyRequests.id });
  if (row === undefined) throw new Error('insert into privacy_requests returned no row');
  return row.id;
}

/** Completes an open request (a compare-and-set); false when it was not open. */
export async function completeOpenPrivacyRequest(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(privacyRequests)
    .set({ completedAt: at })
    .where(and(eq(privacyRequests.id, id), isNull(privacyRequests.completedAt)))
    .returning({ id: privacyRequests.id });
  return rows.length > 0;
}
