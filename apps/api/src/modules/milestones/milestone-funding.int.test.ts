import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestAppOptions } from '../../../test/build-test-app';
import {
  acceptedContract,
  milestoneNow,
  proposedMilestone,
  type MilestoneData,
} from '../../../test/contracts';
import { call } from '../../../test/hiring';
import { payAtSimulator, returnToApp, TEST_CARDS } from '../../../test/simulator-checkout';
import { ledgerTransactions } from '../../db/schema/ledger';
import { milestones } from '../../db/schema/milestones';
import { ledgerAccounts } from '../../lib/ledger/accounts';
import { balanceOf } from '../../lib/ledger/balances';

let t: TestApp;

async function start(options: TestAppOptions = {}) {
  t = await buildTestApp(options);
  const contract = await acceptedContract(t);
  const milestone = await proposedMilestone(t, contract, 243_750, { accept: true });
  const fund = async (headers: Record<string, string> = {}) => {
    const response = await call(t, 'POST', `/milestones/${milestone.id}/funding`, {
      ...contract.organization.headers,
      ...headers,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { redirectUrl: string } }>().data.redirectUrl;
  };
  const now = () => milestoneNow(t, contract.talent.headers, contract.requestId, milestone.id);
  const holds = async () =>
    (
      await t.db.db
        .select()
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.milestoneId, milestone.id),
            eq(ledgerTransactions.kind, 'milestone.held'),
          ),
        )
    ).length;
  return { contract, milestone, fund, now, holds };
}

/** Waits for what the simulator's webhooks do in the background. */
async function eventually(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the condition never held');
}

/** Webhooks that come after the test ends: the payer's return alone must complete the payment. */
const WEBHOOKS_NEVER = { simulatorTuning: { maxDelayMs: 3_600_000, duplicateRate: 0 } };

afterEach(async () => {
  await t.close();
});

describe('a payment that fails', () => {
  it('returns the milestone to UNFUNDED with the card issuer’s reason, and it can be paid again', async () => {
    const { contract, milestone, fund, now, holds } = await start(WEBHOOKS_NEVER);
    const first = await fund();
    const back = await returnToApp(t, await payAtSimulator(t, first, TEST_CARDS.madaInsufficientFunds));
    expect(back.headers.location).toBe(
      `/messages?chat=${contract.chatId}&milestone=${milestone.id}&payment=failed`,
    );
    const failed = await now();
    expect(failed).toMatchObject({ status: 'UNFUNDED', payment: { status: 'FAILED', cardScheme: 'mada' } });
    expect(failed.payment?.failureReason).toMatch(/insufficient funds/i);
    expect(await holds()).toBe(0);

    const second = await fund();
    expect(second).not.toBe(first);
    await returnToApp(t, await payAtSimulator(t, second, TEST_CARDS.visaPays));
    expect(await now()).toMatchObject({ status: 'HELD', payment: { cardScheme: 'visa', lastFour: '1111' } });
    expect(await holds()).toBe(1);
  });

  it('fails when 3-D Secure fails, in the payer’s language', async () => {
    const { fund, now } = await start(WEBHOOKS_NEVER);
    const redirectUrl = await fund({ 'accept-language': 'ar' });
    await returnToApp(t, await payAtSimulator(t, redirectUrl, TEST_CARDS.madaPays, 'fail'));
    const failed = await now();
    expect(failed.status).toBe('UNFUNDED');
    expect(failed.payment?.failureReason).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('one payment, applied once', () => {
  it('answers the same page to a second funding call while the first is pending, and to a retried key', async () => {
    const { fund } = await start(WEBHOOKS_NEVER);
    const first = await fund({ 'idempotency-key': 'fund-once' });
    expect(await fund()).toBe(first);
    expect(await fund({ 'idempotency-key': 'fund-once' })).toBe(first);
  });

  it('is held once when its webhook arrives twice, late, after the payer came back', async () => {
    const { fund, now, holds } = await start({ simulatorTuning: { maxDelayMs: 50, duplicateRate: 1 } });
    await returnToApp(t, await payAtSimulator(t, await fund()));
    expect((await now()).status).toBe('HELD');
    // Both deliveries (the second comes later still) find the payment applied.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await holds()).toBe(1);
  });

  it('is held by its webhook when the payer never comes back, and the late return finds it done', async () => {
    const { fund, now, holds, contract, milestone } = await start();
    const returnUrl = await payAtSimulator(t, await fund());
    await eventually(async () => (await now()).status === 'HELD');
    const back = await returnToApp(t, returnUrl);
    expect(back.headers.location).toBe(
      `/messages?chat=${contract.chatId}&milestone=${milestone.id}&payment=paid`,
    );
    expect(await holds()).toBe(1);
  });

  it('is held by the payer’s return alone when no webhook comes', async () => {
    const { fund, now, holds } = await start(WEBHOOKS_NEVER);
    await returnToApp(t, await payAtSimulator(t, await fund()));
    expect((await now()).status).toBe('HELD');
    expect(await holds()).toBe(1);
  });

  it('refuses a forged webhook with 401 and changes nothing', async () => {
    const { fund, now } = await start(WEBHOOKS_NEVER);
    const returnUrl = await payAtSimulator(t, await fund());
    const reference = returnUrl.searchParams.get('id') ?? '';
    const forged = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/models/api/v1/payments/webhooks/simulator',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
    const event = {
      id: 'evt-1',
      type: 'payment_paid',
      secret_token: 'not-the-secret',
      data: { id: reference },
    };
    for (const body of [
      JSON.stringify(event),
      JSON.stringify({ ...event, secret_token: undefined }),
      '{"id":',
    ]) {
      const response = await forged(body);
      expect(response.statusCode, body).toBe(401);
      expect(response.json<{ message: string }>().message).toBe(
        'This event does not come from the payment service.',
      );
    }
    expect((await now()).status).toBe('PENDING');
    const otherProvider = await t.app.inject({
      method: 'POST',
      url: '/models/api/v1/payments/webhooks/moyasar',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(otherProvider.statusCode).toBe(404);
  });

  it('sends a return that names no checkout of ours to the payments page', async () => {
    await start(WEBHOOKS_NEVER);
    for (const search of ['', '?id=unknown-checkout']) {
      const response = await t.app.inject(`/models/api/v1/payments/return${search}`);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/payments');
    }
  });
});

describe('a checkout left pending', () => {
  it('is ended after an hour without payment, and a payment that still comes afterwards holds the money', async () => {
    const { fund, now, holds } = await start(WEBHOOKS_NEVER);
    const redirectUrl = await fund();
    t.clock.advance(59 * 60 * 1000);
    await t.app.payments.scheduler.runDue();
    expect((await now()).status).toBe('PENDING');
    t.clock.advance(60 * 1000);
    await t.app.payments.scheduler.runDue();
    expect(await now()).toMatchObject({
      status: 'UNFUNDED',
      payment: { status: 'FAILED', failureReason: null },
    });

    await returnToApp(t, await payAtSimulator(t, redirectUrl));
    expect((await now()).status).toBe('HELD');
    expect(await holds()).toBe(1);
  });
});

describe('refunds, disputes and automatic release', () => {
  async function heldMilestone() {
    const started = await start(WEBHOOKS_NEVER);
    const returnUrl = await payAtSimulator(t, await started.fund());
    await returnToApp(t, returnUrl);
    return { ...started, reference: returnUrl.searchParams.get('id') ?? '' };
  }

  it('lets the talent refund held money: the organization gets it back, at the provider too', async () => {
    const { contract, milestone, now, reference } = await heldMilestone();
    expect(
      (await call(t, 'POST', `/milestones/${milestone.id}/refund`, contract.organization.headers)).statusCode,
    ).toBe(403);
    const refunded = await call(t, 'POST', `/milestones/${milestone.id}/refund`, contract.talent.headers);
    expect(refunded.json<{ data: MilestoneData }>().data.status).toBe('REFUNDED');
    expect((await now()).status).toBe('REFUNDED');
    const balance = await call(t, 'GET', '/users/me/balance', contract.organization.headers);
    expect(balance.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      held: { amount: 0 },
      refunded: { amount: 243_750 },
      released: { amount: 0 },
    });
    // The simulator is the provider's side: it says what it gave back.
    const checkout = await t.app.payments.simulator?.findCheckout(reference);
    expect(checkout?.refunded).toBe(243_750);
  });

  it('freezes disputed money: no release, no refund, no finish until an operator decides', async () => {
    const { contract, milestone } = await heldMilestone();
    const disputed = await call(
      t,
      'POST',
      `/milestones/${milestone.id}/dispute`,
      contract.organization.headers,
      {
        reason: 'The photos were never sent.',
      },
    );
    expect(disputed.json<{ data: MilestoneData }>().data).toMatchObject({
      status: 'DISPUTED',
      disputeReason: 'The photos were never sent.',
      disputedBy: 'ORGANIZATION',
    });
    expect(
      (await call(t, 'PATCH', `/milestones/${milestone.id}/release`, contract.organization.headers))
        .statusCode,
    ).toBe(409);
    expect(
      (await call(t, 'POST', `/milestones/${milestone.id}/refund`, contract.talent.headers)).statusCode,
    ).toBe(409);
    const finish = await call(t, 'PATCH', `/jobs/${contract.job.id}/finish`, contract.organization.headers, {
      requestId: contract.requestId,
    });
    expect(finish.statusCode).toBe(409);
    expect(finish.json<{ message: string }>().message).toBe(
      'A milestone of this contract is disputed: the contract can finish once the dispute is decided.',
    );
    const blank = await call(t, 'POST', `/milestones/${milestone.id}/dispute`, contract.talent.headers, {
      reason: ' ',
    });
    expect(blank.statusCode).toBe(400);
  });

  it('releases a delivery by itself 7 days after it, unless disputed', async () => {
    const { contract, milestone } = await heldMilestone();
    const disputedToo = await proposedMilestone(t, contract, 10_000, { accept: true });
    const paid = await call(
      t,
      'POST',
      `/milestones/${disputedToo.id}/funding`,
      contract.organization.headers,
    );
    await returnToApp(
      t,
      await payAtSimulator(t, paid.json<{ data: { redirectUrl: string } }>().data.redirectUrl),
    );
    for (const id of [milestone.id, disputedToo.id]) {
      await call(t, 'PATCH', `/milestones/${id}/deliver`, contract.talent.headers);
    }
    await call(t, 'POST', `/milestones/${disputedToo.id}/dispute`, contract.organization.headers, {
      reason: 'Not what we asked for.',
    });
    // Sessions do not last the week: the milestones are read where the scheduler reads them.
    const statusOf = async (id: string) =>
      (await t.db.db.select({ status: milestones.status }).from(milestones).where(eq(milestones.id, id)))[0]
        ?.status;
    t.clock.advance(7 * 24 * 60 * 60 * 1000 - 60_000);
    await t.app.payments.scheduler.runDue();
    expect(await statusOf(milestone.id)).toBe('DELIVERED');
    t.clock.advance(60_000);
    await t.app.payments.scheduler.runDue();
    expect(await statusOf(milestone.id)).toBe('RELEASED');
    expect(await statusOf(disputedToo.id)).toBe('DISPUTED');
    expect(await balanceOf(t.db.db, ledgerAccounts.talentAvailable(contract.talent.userId))).toBe(215_719);
  });
});
