import { and, desc, eq, gt, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { prepared } from '../../lib/prepared';
import { notSuspended } from '../operator-users/suspension-state';

function activeSessionStatement(db: Db) {
  return prepared(db, 'active_session', () =>
    db
      .select({
        sessionId: sessions.id,
        userId: users.id,
        role: users.role,
        emailVerified: users.emailVerified,
        onboardingCompleted: users.onboardingCompleted,
        deletionRequestedAt: users.deletionRequestedAt,
        language: users.language,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          gt(sessions.expiresAt, sql.placeholder('now')),
          // A suspension ends the account's sessions; this refuses one started in a race with it.
          notSuspended(sql.placeholder('now')),
        ),
      ),
  );
}

/** Every authenticated request reads this, so it is a prepared statement. */
export async function findActiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await activeSessionStatement(db).execute({ tokenHash, now });
  return row ?? null;
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row ?? null;
}

/**
 * Deletes the user's expired sessions, and the oldest live ones beyond `keep` with the one just
 * started among those kept; true when a live session went.
 */
export async function trimSessionsOfUser(
  db: Db,
  userId: string,
  startedId: string,
  keep: number,
  now: Date,
): Promise<boolean> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
  const newestOthers = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, startedId)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(keep - 1);
  const revoked = await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), ne(sessions.id, startedId), notInArray(sessions.id, newestOthers)),
    )
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}
