import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMoyasarServer } from '../../../../test/moyasar-server';
import type { MoyasarTestServer } from '../../../../test/moyasar-server';
import type { CheckoutRequest, PaymentProvider } from '../payment-provider';
import { ProviderRefusedError, ProviderUnavailableError } from '../payment-provider';
import { createMoyasarProvider, sequenceNumberOf } from './moyasar-provider';

let server: MoyasarTestServer;
let moyasar: PaymentProvider;

const PAYOUT_SOURCE = 'ceb461ea-3f35-4027-b20a-beb89f5ee574';

function provider(overrides: { secretKey?: string; apiUrl?: string; timeoutMs?: number } = {}) {
  return createMoyasarProvider(
    {
      secretKey: overrides.secretKey ?? server.secretKey,
      publishableKey: 'pk_test_moyasar',
      webhookSecret: server.webhookSecret,
      apiUrl: overrides.apiUrl ?? server.apiUrl,
      payoutSourceId: PAYOUT_SOURCE,
    },
    { timeoutMs: overrides.timeoutMs ?? 2_000 },
  );
}

let checkoutCount = 0;
function checkout(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  checkoutCount += 1;
  return {
    checkoutId: `00000000-0000-4000-8000-${String(checkoutCount).padStart(12, '0')}`,
    amount: 243_750,
    description: 'Milestone: first fitting',
    returnUrl: 'https://casting.example/api/payments/return',
    language: 'ar',
    ...overrides,
  };
}

const calls = (method: string, path: string) =>
  server.requests.filter((request) => request.method === method && request.path === path);

beforeAll(async () => {
  server = await startMoyasarServer();
  moyasar = provider();
});
afterAll(() => server.close());
beforeEach(() => {
  server.failWith(null);
});

describe('startCheckout', () => {
  it('creates an invoice with Basic auth and sends the payer to its page in their language', async () => {
    const request = checkout();
    const started = await moyasar.startCheckout(request);

    const [create] = calls('POST', '/v1/invoices');
    expect(create?.authorization).toBe(`Basic ${Buffer.from(`${server.secretKey}:`).toString('base64')}`);
    expect(create?.contentType).toMatch(/application\/json/);
    expect(create?.body).toEqual({
      amount: 243_750,
      currency: 'SAR',
      description: 'Milestone: first fitting',
      success_url: request.returnUrl,
      back_url: request.returnUrl,
      metadata: { checkout_id: request.checkoutId },
    });
    const invoice = server.invoices.get(started.reference);
    expect(invoice?.amount).toBe(243_750);
    const page = new URL(started.redirectUrl);
    expect(`${page.origin}${page.pathname}`).toBe(
      `https://checkout.moyasar.com/invoices/${started.reference}`,
    );
    expect(page.searchParams.get('lang')).toBe('ar');
  });

  it('answers the invoice made the first time when the same checkout is started again', async () => {
    const request = checkout({ language: 'en' });
    const before = calls('POST', '/v1/invoices').length;
    const first = await moyasar.startCheckout(request);
    const again = await moyasar.startCheckout(request);

    expect(again.reference).toBe(first.reference);
    expect(calls('POST', '/v1/invoices')).toHaveLength(before + 1);
    const lookups = calls('GET', '/v1/invoices');
    expect(lookups.at(-1)?.query.get('metadata[checkout_id]')).toBe(request.checkoutId);
    expect(new URL(again.redirectUrl).searchParams.get('lang')).toBe('en');
  });

  it('finds the invoice after a crash that lost the first answer', async () => {
    const request = checkout();
    // The first attempt reached Moyasar; our process died before it stored the answer.
    const lost = await provider().startCheckout(request);
    const retried = await provider().startCheckout(request);
    expect(retried.reference).toBe(lost.reference);
    expect(
      [...server.invoices.values()].filter((i) => i.metadata?.checkout_id === request.checkoutId),
    ).toHaveLength(1);
  });
});

describe('checkoutState', () => {
  it('is PENDING while the invoice is initiated', async () => {
    const { reference } = await moyasar.startCheckout(checkout());
    await expect(moyasar.checkoutState(reference)).resolves.toEqual({
      reference,
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

  it('is PAID with the payment, the method, the scheme and the last four digits', async () => {
    const { reference } = await moyasar.startCheckout(checkout());
    const payment = server.pay(reference, { company: 'mada', number: '4201-32XX-XXXX-1010' });
    await expect(moyasar.checkoutState(reference)).resolves.toEqual({
      reference,
      status: 'PAID',
      amount: 243_750,
      currency: 'SAR',
      paymentId: payment.id,
      method: 'CARD',
      cardScheme: 'mada',
      lastFour: '1010',
      failureMessage: null,
    });
  });

  it('reads Visa, Mastercard, Apple Pay and STC Pay', async () => {
    const visa = await moyasar.startCheckout(checkout());
    server.pay(visa.reference, { company: 'visa', number: 'XXXX-XXXX-XXXX-1111' });
    expect(await moyasar.checkoutState(visa.reference)).toMatchObject({
      cardScheme: 'visa',
      lastFour: '1111',
    });

    const master = await moyasar.startCheckout(checkout());
    server.pay(master.reference, { company: 'master', number: 'XXXX-XXXX-XXXX-5100' });
    expect(await moyasar.checkoutState(master.reference)).toMatchObject({ cardScheme: 'mastercard' });

    const applePay = await moyasar.startCheckout(checkout());
    server.pay(applePay.reference, { type: 'applepay', company: 'visa', number: 'XXXX-XXXX-XXXX-4242' });
    expect(await moyasar.checkoutState(applePay.reference)).toMatchObject({
      method: 'APPLE_PAY',
      lastFour: '4242',
    });

    const stcPay = await moyasar.startCheckout(checkout());
    server.pay(stcPay.reference, { type: 'stcpay', company: null, number: null });
    expect(await moyasar.checkoutState(stcPay.reference)).toMatchObject({
      method: 'STC_PAY',
      cardScheme: null,
      lastFour: null,
    });
  });

  it('is FAILED with Moyasar’s message when the invoice failed', async () => {
    const { reference } = await moyasar.startCheckout(checkout());
    server.decline(reference, 'Insufficient Funds', 'failed');
    expect(await moyasar.checkoutState(reference)).toMatchObject({
      status: 'FAILED',
      paymentId: null,
      method: 'CARD',
      cardScheme: 'mada',
      failureMessage: 'Insufficient Funds',
    });
  });

  it('stays PENDING after a declined card on a payable invoice, with the reason', async () => {
    const { reference } = await moyasar.startCheckout(checkout());
    server.decline(reference, 'Insufficient Funds');
    expect(await moyasar.checkoutState(reference)).toMatchObject({
      status: 'PENDING',
      failureMessage: 'Insufficient Funds',
    });
  });

  it('is FAILED for expired and canceled invoices', async () => {
    const { reference } = await moyasar.startCheckout(checkout());
    const invoice = server.invoices.get(reference);
    if (!invoice) throw new Error('no invoice');
    invoice.status = 'expired';
    expect(await moyasar.checkoutState(reference)).toMatchObject({
      status: 'FAILED',
      failureMessage: 'Moyasar: expired',
    });
    invoice.status = 'canceled';
    expect(await moyasar.checkoutState(reference)).toMatchObject({ status: 'FAILED' });
  });

  it('accepts the id of one of the invoice’s payments and answers with the invoice', async () => {
    const { reference } = await moyasar.startCheckout(checkout());
    const payment = server.pay(reference);
    expect(await moyasar.checkoutState(payment.id)).toMatchObject({
      reference,
      status: 'PAID',
      paymentId: payment.id,
    });
  });

  it('refuses an unknown reference with Moyasar’s 404', async () => {
    const error = await moyasar
      .checkoutState('7a6d3b57-0000-4000-8000-000000000000')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRefusedError);
    expect((error as ProviderRefusedError).status).toBe(404);
  });
});

describe('referenceOfReturn', () => {
  it('reads the invoice id Moyasar adds to the return URL', () => {
    const query = { id: 'a-payment-id', invoice_id: '9785ba96-a1be-5b13-a281-b27a4a6dad39', status: 'paid' };
    expect(moyasar.referenceOfReturn(query)).toBe('9785ba96-a1be-5b13-a281-b27a4a6dad39');
  });

  it('falls back to id, and gives null for nothing or something that is not an id', () => {
    expect(moyasar.referenceOfReturn({ id: '9785ba96-a1be-5b13-a281-b27a4a6dad39' })).toBe(
      '9785ba96-a1be-5b13-a281-b27a4a6dad39',
    );
    expect(moyasar.referenceOfReturn({})).toBeNull();
    expect(moyasar.referenceOfReturn({ id: '' })).toBeNull();
    expect(moyasar.referenceOfReturn({ id: '../payouts/1' })).toBeNull();
  });
});

describe('refund', () => {
  it('refunds the amount, and a retry refunds nothing more', async () => {
    const { reference } = await moyasar.startCheckout(checkout());
    const payment = server.pay(reference);
    const refundPath = `/v1/payments/${payment.id}/refund`;

    await moyasar.refund({ paymentId: payment.id, amount: 243_750, refundId: 'refund-1' });
    expect(calls('POST', refundPath).map((request) => request.body)).toEqual([{ amount: 243_750 }]);
    expect(payment).toMatchObject({ status: 'refunded', refunded: 243_750 });

    await moyasar.refund({ paymentId: payment.id, amount: 243_750, refundId: 'refund-1' });
    expect(calls('POST', refundPath)).toHaveLength(1);
    expect(payment.refunded).toBe(243_750);
  });

  it('refunds part of a payment (an operator’s split)', async () => {
    const { reference } = await moyasar.startCheckout(checkout());
    const payment = server.pay(reference);
    await moyasar.refund({ paymentId: payment.id, amount: 100_000, refundId: 'split-1' });
    await moyasar.refund({ paymentId: payment.id, amount: 100_000, refundId: 'split-1' });
    expect(payment.refunded).toBe(100_000);
  });

  it('passes on Moyasar’s refusal', async () => {
    const { reference } = await moyasar.startCheckout(checkout());
    const payment = server.decline(reference, 'Declined', 'failed');
    await expect(moyasar.refund({ paymentId: payment.id, amount: 243_750, refundId: 'r' })).rejects.toThrow(
      ProviderRefusedError,
    );
  });
});

describe('payouts', () => {
  const payout = (payoutId: string) => ({
    payoutId,
    amount: 215_719,
    iban: 'SA0380000000608010167519',
    holderName: 'Sara Alharbi',
  });

  it('sends the payout from the platform’s payout account and reads its state', async () => {
    const { reference } = await moyasar.startPayout(payout('payout-1'));
    const [create] = calls('POST', '/v1/payouts');
    expect(create?.body).toEqual({
      source_id: PAYOUT_SOURCE,
      sequence_number: sequenceNumberOf('payout-1'),
      amount: 215_719,
      currency: 'SAR',
      purpose: 'expenses_services',
      comment: 'Withdrawal payout-1',
      destination: { type: 'bank', iban: 'SA0380000000608010167519', name: 'Sara Alharbi', country: 'SA' },
      metadata: { payout_id: 'payout-1' },
    });
    expect(sequenceNumberOf('payout-1')).toMatch(/^\d{16}$/);

    expect(await moyasar.payoutState(reference)).toEqual({
      reference,
      status: 'PENDING',
      failureMessage: null,
    });
    server.settlePayout(reference, 'paid');
    expect(await moyasar.payoutState(reference)).toEqual({ reference, status: 'PAID', failureMessage: null });
  });

  it('reads a failed payout with the bank’s reason', async () => {
    const { reference } = await moyasar.startPayout(payout('payout-2'));
    server.settlePayout(reference, 'failed', 'Beneficiary account is closed');
    expect(await moyasar.payoutState(reference)).toEqual({
      reference,
      status: 'FAILED',
      failureMessage: 'beneficiary_rejected: Beneficiary account is closed',
    });
  });

  it('pays once when the same payout is asked for again', async () => {
    const first = await moyasar.startPayout(payout('payout-3'));
    const again = await provider().startPayout(payout('payout-3'));
    expect(again.reference).toBe(first.reference);
    expect([...server.payouts.values()].filter((p) => p.metadata?.payout_id === 'payout-3')).toHaveLength(1);
  });

  it('needs a payout account', async () => {
    const without = createMoyasarProvider({
      secretKey: server.secretKey,
      publishableKey: 'pk_test_moyasar',
      webhookSecret: server.webhookSecret,
      apiUrl: server.apiUrl,
    });
    await expect(without.startPayout(payout('payout-4'))).rejects.toThrow(/MOYASAR_PAYOUT_SOURCE_ID/);
  });
});

describe('when Moyasar fails', () => {
  it('a 5xx is ProviderUnavailableError', async () => {
    server.failWith({ kind: 'status', status: 500 });
    await expect(moyasar.startCheckout(checkout())).rejects.toThrow(ProviderUnavailableError);
    server.failWith({ kind: 'status', status: 503, body: '<html>maintenance</html>' });
    await expect(moyasar.checkoutState('9785ba96-a1be-5b13-a281-b27a4a6dad39')).rejects.toThrow(
      ProviderUnavailableError,
    );
  });

  it('no answer within the deadline is ProviderUnavailableError', async () => {
    server.failWith({ kind: 'hang' });
    const started = Date.now();
    const error = await provider({ timeoutMs: 150 })
      .startCheckout(checkout())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as Error).message).toMatch(/within 150 ms/);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('a refused connection is ProviderUnavailableError', async () => {
    const gone = await startMoyasarServer();
    await gone.close();
    await expect(provider({ apiUrl: gone.apiUrl }).payoutState('x')).rejects.toThrow(
      ProviderUnavailableError,
    );
  });

  it('a 401 is ProviderRefusedError with Moyasar’s message, and the key is in no error', async () => {
    const wrongKey = 'sk_test_not_the_right_one';
    const error = await provider({ secretKey: wrongKey })
      .startCheckout(checkout())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRefusedError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid authorization credentials' });
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain(wrongKey);
  });

  it('a 400 is ProviderRefusedError with Moyasar’s message and the field errors', async () => {
    const error = await moyasar.startCheckout(checkout({ amount: 50 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRefusedError);
    expect((error as ProviderRefusedError).status).toBe(400);
    expect((error as Error).message).toBe('Validation Failed: amount must be greater than or equal to 100');
  });

  it('a 400 body from a switched server is read the same way', async () => {
    server.failWith({
      kind: 'status',
      status: 400,
      body: { type: 'invalid_request_error', message: 'Payment is already refunded', errors: null },
    });
    await expect(moyasar.refund({ paymentId: 'p', amount: 1, refundId: 'r' })).rejects.toMatchObject({
      name: 'ProviderRefusedError',
      status: 400,
      message: 'Payment is already refunded',
    });
  });

  it('the key never reaches the message of a network failure', async () => {
    const secretKey = 'sk_test_secret_never_shown';
    const gone = await startMoyasarServer();
    await gone.close();
    const error = await provider({ apiUrl: gone.apiUrl, secretKey })
      .checkoutState('9785ba96')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as Error).message).not.toContain(secretKey);
  });
});
