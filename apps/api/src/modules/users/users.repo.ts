import type { Language } from '@casting/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { organizations } from '../../db/schema/organizations';
import { privacyConsents } from '../../db/schema/privacy';
import { users } from '../../db/schema/users';

export async function findUserWithProfiles(db: Db, userId: string) {
  const latestConsent = db
    .select({ version: privacyConsents.version })
    .from(privacyConsents)
    .where(eq(privacyConsents.userId, users.id))
    .orderBy(desc(privacyConsents.consentedAt))
    .limit(1);
  const rows = await db
    .select({
      user: users,
      individual: individuals,
      organization: organizations,
      consentVersion: sql<string | null>`(${latestConsent})`,
    })
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

/**
 * The account holder's names, and the talent profile's copy of them in the same transaction: its
 * search name and list cards are generated from it.
 */
export async function updateUserName(
  db: Db,
  userId: string,
  names: { firstName: string; lastName: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set(names).where(eq(users.id, userId));
    await tx.update(individuals).set(names).where(eq(individuals.userId, userId));
  });
}

/** A consent to a version of the privacy notice, kept with its time; the same version again is a no-op. */
export async function insertConsent(db: Db, userId: string, version: string, at: Date): Promise<void> {
  await db.insert(privacyConsents).values({ userId, version, consentedAt: at }).onConflictDoNothing();
}
