import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/users';

/** Compare-and-set: true for the one request that completes onboarding. */
export async function markOnboardingCompleted(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ onboardingCompleted: true })
    .where(and(eq(users.id, userId), eq(users.onboardingCompleted, false)))
    .returning({ id: users.id });
  return rows.length === 1;
}
