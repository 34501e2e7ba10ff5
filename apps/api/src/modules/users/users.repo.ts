import type { Language } from '@casting/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';

export async function findUserWithProfiles(db: Db, userId: string) {
  const rows = await db
    .select({ user: users, individual: individuals, organization: organizations })
    .from(users)
    .leftJoin(individuals, eq(individuals.userId, users.id))
    .leftJoin(organizations, eq(organizations.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export type UserWithProfiles = NonNullable<Awaited<ReturnType<typeof findUserWithProfiles>>>;

export async function updateUserLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
