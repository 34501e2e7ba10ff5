import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { acceptedContract, milestoneNow, proposedMilestone } from '../../../test/contracts';
import { call } from '../../../test/hiring';
import { startMoyasarServer, type MoyasarTestServer } from '../../../test/moyasar-server';
import { ledgerTransactions } from '../../db/schema/ledger';
import { ledgerAccounts } from '../../lib/ledger/accounts';
import { balanceOf } from '../../lib/ledger/balances';
import { resolveDispute } from './disputes';

/**
 * Refunds racing their retries through Moyasar, whose refund takes no idempotency key: several
 * processes' sweeps at once (one app on a pool of PostgreSQL connections), and a late second
 * payment applied by its return and its webhooks at once.
 */

const AMOUNT = 243_750;
/** Longer than a refund's claim with a 300 ms provider timeout. */
const AFTER_THE_CLAIM = 5 * 60_000;

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

const webhook = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/models/api/v1/payments/webhooks/moyasar',
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
const returnFrom = (invoiceId: string) =>
  t.app.inject(`/models/api/v1/payments/return?invoice_id=${invoiceId}&status=paid`);
const refundCalls = () =>
  moyasar.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/refund')).length;
/** The refunds' sweep of several processes at the same moment: each reads what is owed before any asks. */
const sweeps = (processes: number) =>
  Promise.all(Array.from({ length: processes }, () => t.app.payments.refunds.sweep()));

/** Funds the milestone through a new Moyasar invoice; the invoice. */
async function invoiceFor(milestoneId: string, headers: Record<string, string>) {
  const before = new Set(moyasar.invoices.keys());
  expect((await call(t, 'POST', `/milestones/${milestoneId}/funding`, headers)).statusCode).toBe(201);
  const invoice = [...moyasar.invoices.values()].find((candidate) => !before.has(candidate.id));
  if (invoice === undefined) throw new Error('no new invoice at Moyasar');
  return invoice;
}

describe('refunds racing their retries at Moyasar', () => {
  it("refunds a split's share once when the sweeps of three processes ask at the same moment", async () => {
    const contract = await acceptedContract(t);
    const milestone = await proposedMilestone(t, contract, AMOUNT, { accept: true });
    const invoice = await invoiceFor(milestone.id, contract.organization.headers);
    const payment = moyasar.pay(invoice.id);
    await webhook(moyasar.webhookBody('payment_paid', payment));
    await call(t, 'POST', `/milestones/${milestone.id}/dispute`, contract.talent.headers, { reason: 'Late' });

    // Less than half goes back: Moyasar would take two refunds of it.
    moyasar.failWith({ kind: 'status', status: 502 });
    await resolveDispute(t.app.payments, milestone.id, { decision: 'split', released: 193_750 });
    moyasar.failWith(null);
    // Each call takes long enough for the three to overlap at Moyasar.
    moyasar.delayAnswers(100);
    t.clock.advance(AFTER_THE_CLAIM);
    await sweeps(3);
    await sweeps(3);

    expect(refundCalls()).toBe(1);
    expect(payment.refunded).toBe(50_000);
  });

  it('owes back and refunds a late second payment once when its return and two webhooks race', async () => {
    const contract = await acceptedContract(t);
    const { headers } = contract.organization;
    const milestone = await proposedMilestone(t, contract, AMOUNT, { accept: true });
    const first = await invoiceFor(milestone.id, headers);
    t.clock.advance(61 * 60_000);
    await t.app.payments.scheduler.runDue();
    const second = await invoiceFor(milestone.id, headers);
    await webhook(moyasar.webhookBody('payment_paid', moyasar.pay(second.id)));
    expect((await milestoneNow(t, contract.talent.headers, contract.requestId, milestone.id)).status).toBe(
      'HELD',
    );

    const late = moyasar.pay(first.id);
    moyasar.delayAnswers(100);
    const body = moyasar.webhookBody('payment_paid', late);
    const answers = await Promise.all([returnFrom(first.id), webhook(body), webhook(body), sweeps(1)]);
    expect(answers[0].headers.location).toMatch(/payment=duplicate$/);
    t.clock.advance(AFTER_THE_CLAIM);
    await sweeps(2);

    expect(refundCalls()).toBe(1);
    expect(late.refunded).toBe(AMOUNT);
    const owedBack = await t.db.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.milestoneId, milestone.id),
          eq(ledgerTransactions.kind, 'payment.duplicate'),
        ),
      );
    expect(owedBack).toHaveLength(1);
    const organization = contract.organization.userId;
    expect(await balanceOf(t.db.db, ledgerAccounts.organizationRefunding(organization))).toBe(0);
    expect(await balanceOf(t.db.db, ledgerAccounts.organizationFunding(organization))).toBe(-AMOUNT);
    expect(await balanceOf(t.db.db, ledgerAccounts.milestoneEscrow(milestone.id))).toBe(AMOUNT);
  });
});
