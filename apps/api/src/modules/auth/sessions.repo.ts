import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { prepared } from '../../lib/prepared';

function activeSessionStatement(db: Db) {
  return prepared(db, 'active_session', () =>
    db
      .select({
        sessionId: sessions.id,
        userId: users.id,
        role: users.role,
        emailVerified: users.emailVerified,
        onboardingCompleted: users.onboardingCompleted,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          gt(sessions.expiresAt, sql.placeholder('now')),
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
