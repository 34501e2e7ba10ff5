import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMoyasarServer } from '../../../../test/moyasar-server';
import type { MoyasarTestServer } from '../../../../test/moyasar-server';
import type { PaymentProvider } from '../payment-provider';
import { createMoyasarProvider } from './moyasar-provider';

let server: MoyasarTestServer;
let moyasar: PaymentProvider;

const payment = {
  id: '611c028e-855c-425c-a4eb-ce1e06680000',
  status: 'paid',
  amount: 243_750,
  currency: 'SAR',
  invoice_id: 'd1ee74c2-a996-445e-8c3e-fa4581d94bee',
  source: { type: 'creditcard', company: 'mada', number: '4201-32XX-XXXX-1010', message: 'APPROVED' },
};

beforeAll(async () => {
  server = await startMoyasarServer();
  moyasar = createMoyasarProvider({
    secretKey: server.secretKey,
    publishableKey: 'pk_test_moyasar',
    webhookSecret: server.webhookSecret,
    apiUrl: server.apiUrl,
  });
});
afterAll(() => server.close());

describe('readEvent', () => {
  it('reads a payment event as its invoice checkout', () => {
    const body = server.webhookBody('payment_paid', payment);
    const event = moyasar.readEvent(body, { 'content-type': 'application/json' });
    expect(event).toEqual({
      id: (JSON.parse(body) as { id: string }).id,
      about: 'checkout',
      reference: 'd1ee74c2-a996-445e-8c3e-fa4581d94bee',
    });
  });

  it('reads a failed payment the same way, and a payment without an invoice by its own id', () => {
    expect(moyasar.readEvent(server.webhookBody('payment_failed', payment), {})).toMatchObject({
      about: 'checkout',
      reference: payment.invoice_id,
    });
    expect(
      moyasar.readEvent(server.webhookBody('payment_paid', { ...payment, invoice_id: null }), {}),
    ).toMatchObject({
      reference: payment.id,
    });
  });

  it('reads a payout event', () => {
    const body = server.webhookBody('payout_paid', {
      id: 'ac2cc6d8-1ffa-48e9-a6eb-d4e98dbdb8ec',
      status: 'paid',
    });
    expect(moyasar.readEvent(body, {})).toMatchObject({
      about: 'payout',
      reference: 'ac2cc6d8-1ffa-48e9-a6eb-d4e98dbdb8ec',
    });
  });

  it('refuses a wrong token, of the same length or not', () => {
    const sameLength = server.webhookSecret.replace(/.$/, (c) => (c === 'x' ? 'y' : 'x'));
    expect(sameLength).toHaveLength(server.webhookSecret.length);
    expect(moyasar.readEvent(server.webhookBody('payment_paid', payment, sameLength), {})).toBeNull();
    expect(moyasar.readEvent(server.webhookBody('payment_paid', payment, 'short'), {})).toBeNull();
    expect(moyasar.readEvent(server.webhookBody('payment_paid', payment, ''), {})).toBeNull();
  });

  it('refuses a body without a token', () => {
    const { secret_token: _token, ...unsigned } = JSON.parse(
      server.webhookBody('payment_paid', payment),
    ) as Record<string, unknown>;
    expect(moyasar.readEvent(JSON.stringify(unsigned), {})).toBeNull();
  });

  it('ignores a token in a header: only the body’s counts', () => {
    const { secret_token: _token, ...unsigned } = JSON.parse(
      server.webhookBody('payment_paid', payment),
    ) as Record<string, unknown>;
    expect(
      moyasar.readEvent(JSON.stringify(unsigned), { 'x-secret-token': server.webhookSecret }),
    ).toBeNull();
  });

  it('refuses malformed JSON and bodies of another shape', () => {
    expect(moyasar.readEvent('{"id": "1", "type": "payment_paid", "secret_token": ', {})).toBeNull();
    expect(moyasar.readEvent('', {})).toBeNull();
    expect(moyasar.readEvent('null', {})).toBeNull();
    expect(moyasar.readEvent('[]', {})).toBeNull();
    const withoutData = JSON.stringify({
      id: 'e1',
      type: 'payment_paid',
      secret_token: server.webhookSecret,
    });
    expect(moyasar.readEvent(withoutData, {})).toBeNull();
  });

  it('gives null for an authentic event about nothing the app follows', () => {
    expect(moyasar.readEvent(server.webhookBody('balance_transferred', { id: 't1' }), {})).toBeNull();
  });

  it('never authenticates when no secret is configured', () => {
    const unconfigured = createMoyasarProvider({
      secretKey: server.secretKey,
      publishableKey: 'pk_test_moyasar',
      webhookSecret: '',
      apiUrl: server.apiUrl,
    });
    expect(unconfigured.readEvent(server.webhookBody('payment_paid', payment, ''), {})).toBeNull();
  });
});
