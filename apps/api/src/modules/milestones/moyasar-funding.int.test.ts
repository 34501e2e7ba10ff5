import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { acceptedContract, milestoneNow, proposedMilestone } from '../../../test/contracts';
import { call } from '../../../test/hiring';
import { startMoyasarServer, type MoyasarTestServer } from '../../../test/moyasar-server';

let t: TestApp;
let moyasar: MoyasarTestServer;

beforeEach(async () => {
  moyasar = await startMoyasarServer();
  t = await buildTestApp({
    env: {
      MOYASAR_SECRET_KEY: moyasar.secretKey,
      MOYASAR_PUBLISHABLE_KEY: 'pk_test_publishable',
      MOYASAR_WEBHOOK_SECRET: moyasar.webhookSecret,
      MOYASAR_API_URL: moyasar.apiUrl,
      PAYMENTS_PROVIDER_TIMEOUT_MS: '300',
    },
  });
});

afterEach(async () => {
  await t.close();
  await moyasar.close();
});

function webhook(body: string) {
  return t.app.inject({
    method: 'POST',
    url: '/models/api/v1/payments/webhooks/moyasar',
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
}

describe('funding through Moyasar', () => {
  it('answers 503 with Retry-After while Moyasar is down, then the same attempt goes through its invoice', async () => {
    const contract = await acceptedContract(t);
    const milestone = await proposedMilestone(t, contract, 243_750, { accept: true });
    const fund = () => call(t, 'POST', `/milestones/${milestone.id}/funding`, contract.organization.headers);
    const now = () => milestoneNow(t, contract.talent.headers, contract.requestId, milestone.id);

    for (const failure of [{ kind: 'hang' } as const, { kind: 'status', status: 502 } as const]) {
      moyasar.failWith(failure);
      const down = await fund();
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe('30');
      expect(down.json<{ message: string }>().message).toBe(
        'The payment service is not answering. Please try again in a minute.',
      );
    }
    moyasar.failWith(null);
    const up = await fund();
    expect(up.statusCode).toBe(201);
    const [invoice] = [...moyasar.invoices.values()];
    expect(moyasar.invoices.size).toBe(1);
    expect(up.json<{ data: { redirectUrl: string } }>().data.redirectUrl).toBe(invoice?.url);
    expect(invoice?.amount).toBe(243_750);

    const payment = moyasar.pay(invoice?.id ?? '', { company: 'mada', number: '4201-32XX-XXXX-1010' });
    const forged = await webhook(moyasar.webhookBody('payment_paid', payment, 'not-the-token'));
    expect(forged.statusCode).toBe(401);
    expect((await now()).status).toBe('PENDING');

    const body = moyasar.webhookBody('payment_paid', payment);
    expect((await webhook(body)).statusCode).toBe(200);
    expect((await webhook(body)).statusCode).toBe(200);
    expect(await now()).toMatchObject({
      status: 'HELD',
      payment: { status: 'PAID', cardScheme: 'mada', lastFour: '1010' },
    });

    const back = await t.app.inject(
      `/models/api/v1/payments/return?invoice_id=${invoice?.id ?? ''}&status=paid`,
    );
    expect(back.headers.location).toBe(
      `/messages?chat=${contract.chatId}&milestone=${milestone.id}&payment=paid`,
    );
  });

  it('answers 503 to a webhook it cannot check with Moyasar, so Moyasar sends it again', async () => {
    const contract = await acceptedContract(t);
    const milestone = await proposedMilestone(t, contract, 10_000, { accept: true });
    await call(t, 'POST', `/milestones/${milestone.id}/funding`, contract.organization.headers);
    const [invoice] = [...moyasar.invoices.values()];
    const payment = moyasar.pay(invoice?.id ?? '');
    moyasar.failWith({ kind: 'status', status: 500 });
    const body = moyasar.webhookBody('payment_paid', payment);
    const refused = await webhook(body);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    moyasar.failWith(null);
    expect((await webhook(body)).statusCode).toBe(200);
    expect((await milestoneNow(t, contract.talent.headers, contract.requestId, milestone.id)).status).toBe(
      'HELD',
    );
  });
});
