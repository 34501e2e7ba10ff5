import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../../test/test-database';
import type { DatabaseHandle } from '../../../db/database';
import { simulatorCheckouts, simulatorRefunds } from '../../../db/schema/simulator';
import { ProviderRefusedError, type CheckoutRequest } from '../payment-provider';
import { FAILING_PAYOUT_IBAN } from './simulator-cards';
import { createSimulatorProvider, type SimulatorOptions, type SimulatorProvider } from './simulator-provider';

const SECRET = 'whsec_simulator_integration';
const IBAN = 'SA4420000001234567891234';

let handle: DatabaseHandle;
let now: Date;
let simulator: SimulatorProvider | null = null;
let received: { body: string; headers: Record<string, string> }[];

beforeEach(async () => {
  ({ handle } = await createTestDatabase());
  now = new Date('2026-05-15T10:00:00Z');
  received = [];
});

afterEach(async () => {
  simulator?.stop();
  simulator = null;
  await handle.close();
});

function makeSimulator(options: Partial<SimulatorOptions> = {}): SimulatorProvider {
  simulator = createSimulatorProvider({
    db: handle.db,
    clock: { now: () => now },
    logger: pino({ level: 'silent' }),
    publicUrl: 'http://casting.test/',
    webhookSecret: SECRET,
    deliver: (body, headers) => {
      received.push({ body, headers });
      return Promise.resolve();
    },
    random: () => 0.5,
    maxDelayMs: 0,
    duplicateRate: 0,
    retryDelayMs: 5,
    ...options,
  });
  return simulator;
}

function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    checkoutId: randomUUID(),
    amount: 243_750,
    description: 'Milestone 1: photo shoot',
    returnUrl: 'http://casting.test/api/payments/return',
    language: 'en',
    ...overrides,
  };
}

async function refusal(work: Promise<unknown>): Promise<ProviderRefusedError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ProviderRefusedError) return error;
    throw error;
  }
  throw new Error('the simulator did not refuse');
}

describe('checkouts', () => {
  it('starts a checkout once per checkoutId, at its payment page', async () => {
    const sim = makeSimulator();
    const request = checkoutRequest();
    const checkout = await sim.startCheckout(request);
    expect(checkout.reference).toMatch(/^[0-9a-f-]{36}$/);
    expect(checkout.redirectUrl).toBe(`http://casting.test/simulator/checkouts/${checkout.reference}`);
    expect(await sim.startCheckout(request)).toEqual(checkout);
    expect(await sim.startCheckout({ ...request, checkoutId: randomUUID() })).not.toEqual(checkout);
    expect(await sim.checkoutState(checkout.reference)).toEqual({
      reference: checkout.reference,
      status: 'PENDING',
      amount: 243_750,
      currency: 'SAR',
      paymentId: null,
      method: null,
      cardScheme: null,
      lastFour: null,
      failureMessage: null,
    });
  });

  it('refuses an amount under SAR 1 and a return address that is not one', async () => {
    const sim = makeSimulator();
    expect((await refusal(sim.startCheckout(checkoutRequest({ amount: 99 })))).status).toBe(400);
    expect((await refusal(sim.startCheckout(checkoutRequest({ amount: 100.5 })))).status).toBe(400);
    expect(
      (await refusal(sim.startCheckout(checkoutRequest({ returnUrl: 'javascript:alert(1)' })))).status,
    ).toBe(400);
  });

  it('answers 404 for a checkout it does not know', async () => {
    const sim = makeSimulator();
    expect((await refusal(sim.checkoutState(randomUUID()))).status).toBe(404);
    expect((await refusal(sim.checkoutState('not-an-id'))).status).toBe(404);
  });

  it('reads the reference of a return from its id', () => {
    const sim = makeSimulator();
    expect(sim.referenceOfReturn({ id: 'abc', status: 'paid', message: 'APPROVED' })).toBe('abc');
    expect(sim.referenceOfReturn({ status: 'paid' })).toBeNull();
    expect(sim.referenceOfReturn({ id: '' })).toBeNull();
  });

  it('pays once, sends one authenticated payment_paid webhook, and returns Moyasar-style', async () => {
    const sim = makeSimulator();
    const { reference } = await sim.startCheckout(checkoutRequest());
    const paid = await sim.completeCheckout(reference, {
      method: 'CARD',
      cardScheme: 'mada',
      lastFour: '1010',
      outcome: 'PAID',
    });
    const state = await sim.checkoutState(reference);
    expect(state).toMatchObject({ status: 'PAID', method: 'CARD', cardScheme: 'mada', lastFour: '1010' });
    expect(state.paymentId).toMatch(/^[0-9a-f-]{36}$/);
    if (paid === null) throw new Error('no checkout');
    expect(new URL(sim.returnAddress(paid)).search).toBe(`?id=${reference}&status=paid&message=APPROVED`);

    // A second attempt changes nothing and sends nothing.
    const again = await sim.completeCheckout(reference, {
      method: 'CARD',
      cardScheme: 'visa',
      lastFour: '1111',
      outcome: 'THREE_DS_FAILED',
    });
    expect(again).toMatchObject({ status: 'PAID', lastFour: '1010', paymentId: state.paymentId });

    await vi.waitFor(() => {
      expect(received).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(received).toHaveLength(1);
    const [webhook] = received;
    if (webhook === undefined) throw new Error('no webhook');
    expect(webhook.headers['content-type']).toBe('application/json');
    expect(JSON.parse(webhook.body)).toMatchObject({
      type: 'payment_paid',
      secret_token: SECRET,
      data: { id: reference, status: 'paid', amount: 243_750, currency: 'SAR', payment_id: state.paymentId },
    });
    const event = sim.readEvent(webhook.body, webhook.headers);
    expect(event).toEqual({ id: expect.any(String), about: 'checkout', reference });
    expect(sim.readEvent(webhook.body.replace(SECRET, 'whsec_simulator_integratioN'), {})).toBeNull();
  });

  it('writes the reason of a failure in the checkout language', async () => {
    const sim = makeSimulator();
    const arabic = await sim.startCheckout(checkoutRequest({ language: 'ar' }));
    const english = await sim.startCheckout(checkoutRequest());
    const attempt = {
      method: 'CARD',
      cardScheme: 'mada',
      lastFour: '1101',
      outcome: 'INSUFFICIENT_FUNDS',
    } as const;
    await sim.completeCheckout(arabic.reference, attempt);
    await sim.completeCheckout(english.reference, attempt);
    expect(await sim.checkoutState(arabic.reference)).toMatchObject({
      status: 'FAILED',
      failureMessage: 'الرصيد غير كافٍ',
    });
    expect(await sim.checkoutState(english.reference)).toMatchObject({
      status: 'FAILED',
      failureMessage: 'INSUFFICIENT FUNDS',
    });
    await vi.waitFor(() => {
      expect(received.map((webhook) => (JSON.parse(webhook.body) as { type: string }).type)).toEqual([
        'payment_failed',
        'payment_failed',
      ]);
    });
  });
});

describe('webhooks, at least once', () => {
  it('sends a duplicate with the same event id when the draw says so, each readable', async () => {
    const sim = makeSimulator({ duplicateRate: 1, maxDelayMs: 20, random: () => 0.5 });
    const { reference } = await sim.startCheckout(checkoutRequest());
    await sim.completeCheckout(reference, {
      method: 'STC_PAY',
      cardScheme: null,
      lastFour: null,
      outcome: 'PAID',
    });
    await vi.waitFor(() => {
      expect(received).toHaveLength(2);
    });
    const events = received.map((webhook) => sim.readEvent(webhook.body, webhook.headers));
    expect(events[0]).toEqual({ id: expect.any(String), about: 'checkout', reference });
    expect(events[1]).toEqual(events[0]);
  });

  it('retries a webhook the app refuses, and never fails the payer for it', async () => {
    let refusals = 2;
    const sim = makeSimulator({
      deliver: (body, headers) => {
        received.push({ body, headers });
        return refusals-- > 0 ? Promise.reject(new Error('the app answered 503')) : Promise.resolve();
      },
    });
    const { reference } = await sim.startCheckout(checkoutRequest());
    await expect(
      sim.completeCheckout(reference, {
        method: 'CARD',
        cardScheme: 'visa',
        lastFour: '1111',
        outcome: 'PAID',
      }),
    ).resolves.toMatchObject({ status: 'PAID' });
    await vi.waitFor(() => {
      expect(received).toHaveLength(3);
    });
    expect(new Set(received.map((webhook) => webhook.body)).size).toBe(1);
  });

  it('cancels pending webhooks when stopped', async () => {
    const sim = makeSimulator({ maxDelayMs: 50, random: () => 0.99 });
    const { reference } = await sim.startCheckout(checkoutRequest());
    await sim.completeCheckout(reference, {
      method: 'CARD',
      cardScheme: 'visa',
      lastFour: '1111',
      outcome: 'PAID',
    });
    sim.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([]);
  });
});

describe('refunds', () => {
  async function paidCheckout(sim: SimulatorProvider, amount = 10_000): Promise<string> {
    const { reference } = await sim.startCheckout(checkoutRequest({ amount }));
    await sim.completeCheckout(reference, {
      method: 'CARD',
      cardScheme: 'mada',
      lastFour: '1010',
      outcome: 'PAID',
    });
    const { paymentId } = await sim.checkoutState(reference);
    if (paymentId === null) throw new Error('not paid');
    return paymentId;
  }

  it('refunds once per refundId, up to what was paid', async () => {
    const sim = makeSimulator();
    const paymentId = await paidCheckout(sim);
    const first = randomUUID();
    await sim.refund({ paymentId, amount: 6000, refundId: first });
    await sim.refund({ paymentId, amount: 6000, refundId: first });
    expect((await refusal(sim.refund({ paymentId, amount: 4001, refundId: randomUUID() }))).status).toBe(400);
    const last = randomUUID();
    await sim.refund({ paymentId, amount: 4000, refundId: last });
    await sim.refund({ paymentId, amount: 4000, refundId: last });
    expect((await refusal(sim.refund({ paymentId, amount: 1, refundId: randomUUID() }))).status).toBe(400);
    const [checkout] = await handle.db
      .select({ amount: simulatorCheckouts.amount, refunded: simulatorCheckouts.refunded })
      .from(simulatorCheckouts)
      .where(eq(simulatorCheckouts.paymentId, paymentId));
    expect(checkout).toEqual({ amount: 10_000, refunded: 10_000 });
    expect(await handle.db.select().from(simulatorRefunds)).toHaveLength(2);
  });

  it('refuses a refund of a payment it does not know, or of nothing', async () => {
    const sim = makeSimulator();
    expect(
      (await refusal(sim.refund({ paymentId: randomUUID(), amount: 100, refundId: randomUUID() }))).status,
    ).toBe(404);
    const paymentId = await paidCheckout(sim);
    expect((await refusal(sim.refund({ paymentId, amount: 0, refundId: randomUUID() }))).status).toBe(400);
  });

  it('gives no payment id to a failed checkout: nothing was paid to refund', async () => {
    const sim = makeSimulator();
    const { reference } = await sim.startCheckout(checkoutRequest());
    await sim.completeCheckout(reference, {
      method: 'CARD',
      cardScheme: 'mada',
      lastFour: '1101',
      outcome: 'INSUFFICIENT_FUNDS',
    });
    expect(await sim.checkoutState(reference)).toMatchObject({ status: 'FAILED', paymentId: null });
  });
});

describe('payouts', () => {
  it('starts a payout once per payoutId and settles it when due, with one payout_paid webhook', async () => {
    const sim = makeSimulator({ payoutSettleMs: 5000 });
    const request = { payoutId: randomUUID(), amount: 215_719, iban: IBAN, holderName: 'Sara Alharbi' };
    const { reference } = await sim.startPayout(request);
    expect(await sim.startPayout(request)).toEqual({ reference });
    expect(await sim.payoutState(reference)).toEqual({ reference, status: 'PENDING', failureMessage: null });
    now = new Date(now.getTime() + 5000);
    expect(await sim.payoutState(reference)).toEqual({ reference, status: 'PAID', failureMessage: null });
    expect(await sim.payoutState(reference)).toEqual({ reference, status: 'PAID', failureMessage: null });
    await vi.waitFor(() => {
      expect(received).toHaveLength(1);
    });
    const [webhook] = received;
    if (webhook === undefined) throw new Error('no webhook');
    expect(JSON.parse(webhook.body)).toMatchObject({
      type: 'payout_paid',
      data: { id: reference, amount: 215_719 },
    });
    expect(sim.readEvent(webhook.body, webhook.headers)).toEqual({
      id: expect.any(String),
      about: 'payout',
      reference,
    });
  });

  it('fails a payout to the test IBAN or a holder named FAIL, in both languages', async () => {
    const sim = makeSimulator({ payoutSettleMs: 1000 });
    const toIban = await sim.startPayout({
      payoutId: randomUUID(),
      amount: 5000,
      iban: FAILING_PAYOUT_IBAN,
      holderName: 'Sara Alharbi',
    });
    const toHolder = await sim.startPayout({
      payoutId: randomUUID(),
      amount: 5000,
      iban: IBAN,
      holderName: 'FAIL Test',
    });
    now = new Date(now.getTime() + 1000);
    for (const { reference } of [toIban, toHolder]) {
      const state = await sim.payoutState(reference);
      expect(state.status).toBe('FAILED');
      expect(state.failureMessage).toContain('The bank refused the transfer');
      expect(state.failureMessage).toContain('رفض البنك التحويل');
    }
    await vi.waitFor(() => {
      expect(received.map((webhook) => (JSON.parse(webhook.body) as { type: string }).type)).toEqual([
        'payout_failed',
        'payout_failed',
      ]);
    });
  });

  it('settles a payout by itself when its time comes', async () => {
    const sim = makeSimulator({ payoutSettleMs: 20, clock: { now: () => new Date() } });
    const { reference } = await sim.startPayout({
      payoutId: randomUUID(),
      amount: 5000,
      iban: IBAN,
      holderName: 'Sara Alharbi',
    });
    await vi.waitFor(() => {
      expect(received).toHaveLength(1);
    });
    expect(sim.readEvent(received[0]?.body ?? '', {})).toMatchObject({ about: 'payout', reference });
    expect((await sim.payoutState(reference)).status).toBe('PAID');
  });

  it('refuses a payout that is not one, and answers 404 for one it does not know', async () => {
    const sim = makeSimulator();
    const payout = { payoutId: randomUUID(), amount: 5000, iban: IBAN, holderName: 'Sara Alharbi' };
    expect((await refusal(sim.startPayout({ ...payout, amount: 0 }))).status).toBe(400);
    expect((await refusal(sim.startPayout({ ...payout, iban: 'GB82WEST12345698765432' }))).status).toBe(400);
    expect((await refusal(sim.startPayout({ ...payout, holderName: ' ' }))).status).toBe(400);
    expect((await refusal(sim.payoutState(randomUUID()))).status).toBe(404);
  });
});
