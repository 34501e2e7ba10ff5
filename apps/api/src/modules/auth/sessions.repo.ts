import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';

export async function findActiveSession(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .select({ sessionId: sessions.id, userId: users.id, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row ?? null;
}
