import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { operators, operatorSessions } from '../../db/schema/operators';

export async function insertOperator(db: Db, values: typeof operators.$inferInsert) {
  const [row] = await db.insert(operators).values(values).returning();
  if (row === undefined) throw new Error('insert into operators returned no row');
  return row;
}

export async function findOperatorByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(operators)
    .where(sql`lower(${operators.email}) = lower(${email})`);
  return row ?? null;
}

/**
 * Takes a TOTP step for a sign-in: only a step later than the last one used succeeds, so a code
 * signs in once even when two requests carry it at the same moment.
 */
export async function claimTotpStep(db: Db, operatorId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(operators)
    .set({ lastTotpStep: step })
    .where(
      and(eq(operators.id, operatorId), or(isNull(operators.lastTotpStep), lt(operators.lastTotpStep, step))),
    )
    .returning({ id: operators.id });
  return claimed.length > 0;
}

export async function insertOperatorSession(db: Db, values: typeof operatorSessions.$inferInsert) {
  const [row] = await db.insert(operatorSessions).values(values).returning();
  if (row === undefined) throw new Error('insert into operator_sessions returned no row');
  return row;
}

export async function findActiveOperatorSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ sessionId: operatorSessions.id, operatorId: operators.id, email: operators.email })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.tokenHash, tokenHash), gt(operatorSessions.expiresAt, now)));
  return row ?? null;
}

export async function deleteOperatorSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.id, sessionId));
}
