import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { acceptedContract, milestoneNow, proposedMilestone } from '../../../test/contracts';
import { call } from '../../../test/hiring';
import { moveMilestone } from '../milestones/milestones.repo';
import { lockPresentParties, markDeletionRequested } from './account-deletion.repo';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

/** Resolves once another connection of the test's database waits for a row lock. */
async function someoneWaitsForALock(): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const [row] = await t.db.db
      .select({ waiting: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
    if ((row?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('nobody waited for the lock');
}

async function contractWithAcceptedMilestone() {
  const contract = await acceptedContract(t);
  const milestone = await proposedMilestone(t, contract, 100_000, { accept: true });
  return { contract, milestone };
}

describe('deleting an account while the other side pays into its contract (issue 36)', () => {
  it('a payment started while the deletion commits waits for it, then is refused', async () => {
    const { contract, milestone } = await contractWithAcceptedMilestone();
    let funding: ReturnType<typeof call> | undefined;
    await t.db.db.transaction(async (tx) => {
      await markDeletionRequested(tx, contract.talent.userId, t.clock.now());
      funding = call(t, 'POST', `/milestones/${milestone.id}/funding`, contract.organization.headers);
      await someoneWaitsForALock();
    });
    const refused = await funding;
    expect(refused?.statusCode).toBe(409);
    const now = await milestoneNow(t, contract.organization.headers, contract.requestId, milestone.id);
    expect(now.status).toBe('UNFUNDED');
  });

  it('a deletion asked while a payment starts waits for it, then is refused with what to settle', async () => {
    const { contract, milestone } = await contractWithAcceptedMilestone();
    let deletion: ReturnType<typeof call> | undefined;
    await t.db.db.transaction(async (tx) => {
      expect(await lockPresentParties(tx, [contract.talent.userId, contract.organization.userId])).toBe(true);
      deletion = call(t, 'DELETE', '/users/me', contract.talent.headers, { password: PASSWORD });
      await someoneWaitsForALock();
      await moveMilestone(tx, milestone.id, ['UNFUNDED'], 'PENDING');
    });
    const refused = await deletion;
    expect(refused?.statusCode).toBe(409);
    expect(refused?.json<{ message: string }>().message).toContain('Settle it first');
    expect((await call(t, 'GET', '/users/me', contract.talent.headers)).statusCode).toBe(200);
  });
});
