import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function markEmailVerified(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerified: true })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Deletes the accounts that are still unverified; returns the ids deleted. */
export async function deleteUnverifiedUsers(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(users)
    .where(and(inArray(users.id, [...ids]), eq(users.emailVerified, false)))
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** The oldest accounts created before `before` and still unverified (users_unverified_created_idx). */
export async function findUnverifiedUserIdsBefore(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.emailVerified, false), lt(users.createdAt, before)))
    .orderBy(asc(users.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function updateEmail(db: Db, userId: string, email: string): Promise<void> {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Signs the account out everywhere, or everywhere but one session. */
export async function deleteSessionsOfUser(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)),
    );
}
