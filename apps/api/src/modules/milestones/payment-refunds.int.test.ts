import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { acceptedContract, milestoneNow, proposedMilestone } from '../../../test/contracts';
import { call } from '../../../test/hiring';
import { payAtSimulator, returnToApp } from '../../../test/simulator-checkout';
import { ledgerAccounts } from '../../lib/ledger/accounts';
import { balanceOf } from '../../lib/ledger/balances';
import { ProviderUnavailableError } from '../../lib/payments/payment-provider';
import { resolveDispute } from './disputes';
import { reconcile } from './reconcile';

/** Longer than a refund's claim (twice the provider's 10 s timeout, and a minute). */
const AFTER_THE_CLAIM = 5 * 60_000;
const AMOUNT = 243_750;

let t: TestApp;

beforeEach(async () => {
  // Webhooks come after the test: each step is applied by the payer's return or the sweep.
  t = await buildTestApp({ simulatorTuning: { maxDelayMs: 3_600_000, duplicateRate: 0 } });
});

afterEach(async () => {
  await t.close();
});

async function fundingPage(milestoneId: string, headers: Record<string, string>) {
  const response = await call(t, 'POST', `/milestones/${milestoneId}/funding`, headers);
  return response.json<{ data: { redirectUrl: string } }>().data.redirectUrl;
}

async function heldMilestone() {
  const contract = await acceptedContract(t);
  const milestone = await proposedMilestone(t, contract, AMOUNT, { accept: true });
  const returnUrl = await payAtSimulator(t, await fundingPage(milestone.id, contract.organization.headers));
  await returnToApp(t, returnUrl);
  return { contract, milestone, reference: returnUrl.searchParams.get('id') ?? '' };
}

/**
 * A milestone held by a second attempt, and its first attempt, given up on after an hour, paid
 * late at the provider: the payer's return of that late payment is still to come.
 */
async function paidTwice() {
  const contract = await acceptedContract(t);
  const milestone = await proposedMilestone(t, contract, AMOUNT, { accept: true });
  const first = await fundingPage(milestone.id, contract.organization.headers);
  t.clock.advance(61 * 60_000);
  await t.app.payments.scheduler.runDue();
  const second = await payAtSimulator(t, await fundingPage(milestone.id, contract.organization.headers));
  await returnToApp(t, second);
  const lateReturn = await payAtSimulator(t, first);
  return { contract, milestone, lateReturn, late: lateReturn.searchParams.get('id') ?? '' };
}

const refundedAt = async (reference: string) =>
  (await t.app.payments.simulator?.findCheckout(reference))?.refunded;
const failOnce = () =>
  vi
    .spyOn(t.app.payments.provider, 'refund')
    .mockRejectedValueOnce(new ProviderUnavailableError('the provider is down'));

async function organizationMoney(headers: Record<string, string>) {
  const response = await call(t, 'GET', '/users/me/balance', headers);
  return response.json<{ data: Record<string, { amount: number }> }>().data;
}

describe('a refund the provider did not make', () => {
  it("asks again for a split's share only once the failed call's claim has lapsed, and refunds it once", async () => {
    const { contract, milestone, reference } = await heldMilestone();
    await call(t, 'POST', `/milestones/${milestone.id}/dispute`, contract.talent.headers, { reason: 'Late' });
    const refund = failOnce();
    await resolveDispute(t.app.payments, milestone.id, { decision: 'split', released: 100_000 });
    await t.app.payments.scheduler.runDue();
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await refundedAt(reference)).toBe(0);

    t.clock.advance(AFTER_THE_CLAIM);
    await t.app.payments.scheduler.runDue();
    await t.app.payments.scheduler.runDue();
    expect(refund).toHaveBeenCalledTimes(2);
    expect(await refundedAt(reference)).toBe(143_750);
  });

  it('asks again for a whole refund the same way', async () => {
    const { contract, milestone, reference } = await heldMilestone();
    const refund = failOnce();
    const refunded = await call(t, 'POST', `/milestones/${milestone.id}/refund`, contract.talent.headers);
    expect(refunded.statusCode).toBe(200);
    t.clock.advance(AFTER_THE_CLAIM);
    await t.app.payments.scheduler.runDue();
    await t.app.payments.scheduler.runDue();
    expect(refund).toHaveBeenCalledTimes(2);
    expect(await refundedAt(reference)).toBe(AMOUNT);
  });
});

describe('a second payment of a milestone already held', () => {
  it('is refunded at once, the payer told so, and counted in no figure of the organization', async () => {
    const { contract, milestone, lateReturn, late } = await paidTwice();
    const organization = contract.organization.userId;
    const back = await returnToApp(t, lateReturn);
    expect(back.headers.location).toBe(
      `/messages?chat=${contract.chatId}&milestone=${milestone.id}&payment=duplicate`,
    );
    expect(await refundedAt(late)).toBe(AMOUNT);
    expect((await milestoneNow(t, contract.talent.headers, contract.requestId, milestone.id)).status).toBe(
      'HELD',
    );
    expect(await balanceOf(t.db.db, ledgerAccounts.milestoneEscrow(milestone.id))).toBe(AMOUNT);
    expect(await balanceOf(t.db.db, ledgerAccounts.organizationFunding(organization))).toBe(-AMOUNT);
    expect(await balanceOf(t.db.db, ledgerAccounts.organizationRefunding(organization))).toBe(0);

    // Its return again, and the sweep, find it done: one entry each way, one refund.
    expect((await returnToApp(t, lateReturn)).headers.location).toMatch(/payment=duplicate$/);
    t.clock.advance(AFTER_THE_CLAIM);
    await t.app.payments.scheduler.runDue();
    expect(await refundedAt(late)).toBe(AMOUNT);
    const lines = (await call(t, 'GET', '/users/me/transactions', contract.organization.headers)).json<{
      data: { items: { kind: string; amount: number }[] };
    }>().data.items;
    expect(lines.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
      { kind: 'payment.refunded', amount: AMOUNT },
      { kind: 'payment.duplicate', amount: -AMOUNT },
      { kind: 'milestone.held', amount: -AMOUNT },
    ]);
    expect(await organizationMoney(contract.organization.headers)).toMatchObject({
      held: { amount: AMOUNT },
      released: { amount: 0 },
    });
  });

  it('is owed back in the ledger while the provider does not answer, and refunded once when it does', async () => {
    const { contract, lateReturn, late } = await paidTwice();
    const organization = contract.organization.userId;
    const refund = failOnce();
    await returnToApp(t, lateReturn);
    expect(await refundedAt(late)).toBe(0);
    expect(await balanceOf(t.db.db, ledgerAccounts.organizationRefunding(organization))).toBe(AMOUNT);
    expect(await organizationMoney(contract.organization.headers)).toMatchObject({
      held: { amount: AMOUNT },
      released: { amount: 0 },
      refunded: { amount: 0 },
    });
    expect(await reconcile(t.db.db, t.app.payments.provider)).toEqual([
      expect.stringMatching(/a second payment of milestone .+, owed back, not yet refunded at simulator/),
    ]);

    await t.app.payments.scheduler.runDue();
    expect(refund).toHaveBeenCalledTimes(1);
    t.clock.advance(AFTER_THE_CLAIM);
    await t.app.payments.scheduler.runDue();
    await t.app.payments.scheduler.runDue();
    expect(refund).toHaveBeenCalledTimes(2);
    expect(await refundedAt(late)).toBe(AMOUNT);
    expect(await balanceOf(t.db.db, ledgerAccounts.organizationRefunding(organization))).toBe(0);
    expect(await organizationMoney(contract.organization.headers)).toMatchObject({
      refunded: { amount: AMOUNT },
    });
    expect(await reconcile(t.db.db, t.app.payments.provider)).toEqual([]);
  });
});
