import { and, eq, ne, sql } from 'drizzle-orm';
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
