import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { acceptedContract, proposedMilestone, releasedMilestone } from '../../../test/contracts';
import { call } from '../../../test/hiring';
import { payAtSimulator, returnToApp } from '../../../test/simulator-checkout';
import { ledgerTransactions } from '../../db/schema/ledger';
import { milestonePayments } from '../../db/schema/milestones';
import { ledgerAccounts } from '../../lib/ledger/accounts';
import { balanceOf } from '../../lib/ledger/balances';

const ROUNDS = 5;

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp({ simulatorTuning: { maxDelayMs: 0, duplicateRate: 1, payoutSettleMs: 3_600_000 } });
});

afterEach(async () => {
  await t.close();
});

async function heldMilestone(contract: Awaited<ReturnType<typeof acceptedContract>>) {
  const milestone = await proposedMilestone(t, contract, 243_750, { accept: true });
  const funding = await call(t, 'POST', `/milestones/${milestone.id}/funding`, contract.organization.headers);
  await returnToApp(
    t,
    await payAtSimulator(t, funding.json<{ data: { redirectUrl: string } }>().data.redirectUrl),
  );
  return milestone;
}

const statuses = (responses: readonly { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort();

describe('two sides acting on held money at once', () => {
  it(`lets one of a release and a dispute win, every time (${String(ROUNDS)} rounds)`, async () => {
    const contract = await acceptedContract(t);
    for (let round = 0; round < ROUNDS; round += 1) {
      const milestone = await heldMilestone(contract);
      const results = await Promise.all([
        call(t, 'PATCH', `/milestones/${milestone.id}/release`, contract.organization.headers),
        call(t, 'POST', `/milestones/${milestone.id}/dispute`, contract.talent.headers, { reason: 'Wait' }),
      ]);
      expect(statuses(results)).toEqual([200, 409]);
      const escrow = await balanceOf(t.db.db, ledgerAccounts.milestoneEscrow(milestone.id));
      expect(escrow).toBe(results[0].statusCode === 200 ? 0 : 243_750);
    }
  });

  it(`lets one of a refund and a release win, and the money goes one way only (${String(ROUNDS)} rounds)`, async () => {
    const contract = await acceptedContract(t);
    let released = 0;
    let refunded = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const milestone = await heldMilestone(contract);
      const [release, refund] = await Promise.all([
        call(t, 'PATCH', `/milestones/${milestone.id}/release`, contract.organization.headers),
        call(t, 'POST', `/milestones/${milestone.id}/refund`, contract.talent.headers),
      ]);
      expect(statuses([release, refund])).toEqual([200, 409]);
      if (release.statusCode === 200) released += 1;
      else refunded += 1;
      expect(await balanceOf(t.db.db, ledgerAccounts.milestoneEscrow(milestone.id))).toBe(0);
    }
    expect(await balanceOf(t.db.db, ledgerAccounts.talentAvailable(contract.talent.userId))).toBe(
      released * 215_719,
    );
    expect(await balanceOf(t.db.db, ledgerAccounts.organizationFunding(contract.organization.userId))).toBe(
      -released * 243_750,
    );
    expect(released + refunded).toBe(ROUNDS);
  });
});

describe('one payment', () => {
  it('is one attempt when the organization clicks Fund twice at once, and held once when its return and two webhooks race', async () => {
    const contract = await acceptedContract(t);
    const milestone = await proposedMilestone(t, contract, 243_750, { accept: true });
    const clicks = await Promise.all(
      [1, 2].map(() => call(t, 'POST', `/milestones/${milestone.id}/funding`, contract.organization.headers)),
    );
    const pages = clicks.map((click) => click.json<{ data: { redirectUrl: string } }>().data.redirectUrl);
    expect(pages[0]).toBe(pages[1]);
    const attempts = await t.db.db
      .select()
      .from(milestonePayments)
      .where(eq(milestonePayments.milestoneId, milestone.id));
    expect(attempts).toHaveLength(1);

    // duplicateRate 1: each webhook comes twice, racing the payer's return.
    const returnUrl = await payAtSimulator(t, pages[0] ?? '');
    await Promise.all([returnToApp(t, returnUrl), returnToApp(t, returnUrl)]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const holds = await t.db.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.milestoneId, milestone.id), eq(ledgerTransactions.kind, 'milestone.held')),
      );
    expect(holds).toHaveLength(1);
  });
});

describe('two withdrawals racing for the same money', () => {
  it('pays one and refuses the other', async () => {
    const { talent } = await releasedMilestone(t);
    await call(t, 'PUT', '/users/me/payout-account', talent.headers, {
      iban: 'SA7380000000608010167520',
      holderName: 'Noor Alsubaie',
    });
    const results = await Promise.all(
      [1, 2].map(() => call(t, 'POST', '/payouts', talent.headers, { amount: 200_000 })),
    );
    expect(statuses(results)).toEqual([201, 409]);
    expect(await balanceOf(t.db.db, ledgerAccounts.talentAvailable(talent.userId))).toBe(15_719);
    expect(await balanceOf(t.db.db, ledgerAccounts.talentWithdrawing(talent.userId))).toBe(200_000);
  });
});
