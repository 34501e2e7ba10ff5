import type { Db } from '../db/database';
import { hashPassword } from '../lib/password';
import {
  countUsers,
  insertIndividual,
  insertOrganization,
  insertUser,
} from '../modules/accounts/accounts.repo';
import { searchNameOf } from '../modules/onboarding/onboarding.service';
import { DEMO_INDIVIDUALS, DEMO_ORGANIZATIONS, DEMO_PASSWORD } from './demo-data';

/** Seeds the demo accounts in one transaction; does nothing when any account exists. */
export async function seedDemo(db: Db): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const demo of DEMO_ORGANIZATIONS) {
      const { email, firstName, lastName, ...profile } = demo;
      const user = await insertUser(tx, {
        role: 'ORGANIZATION',
        email,
        firstName,
        lastName,
        passwordHash,
        emailVerified: true,
        onboardingCompleted: true,
      });
      await insertOrganization(tx, { userId: user.id, logo: '', ...profile });
    }
    for (const demo of DEMO_INDIVIDUALS) {
      const { email, firstName, lastName, ...profile } = demo;
      const user = await insertUser(tx, {
        role: 'INDIVIDUAL',
        email,
        firstName,
        lastName,
        passwordHash,
        emailVerified: true,
        onboardingCompleted: true,
      });
      await insertIndividual(tx, {
        userId: user.id,
        searchName: searchNameOf(firstName, lastName),
        ...profile,
      });
    }
  });
  return true;
}
