import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { acceptedContract, proposedMilestone } from '../../../test/contracts';
import { call } from '../../../test/hiring';
import {
  killServerProcess,
  startSecondApiProcess,
  stopServerProcess,
  type ServerProcess,
} from '../../../test/server-process';
import { payAtSimulator, returnToApp } from '../../../test/simulator-checkout';
import { startTcpProxy, type HoldRule, type TcpProxy } from '../../../test/tcp-proxy';
import { ledgerTransactions } from '../../db/schema/ledger';
import { milestonePayments, milestones } from '../../db/schema/milestones';
import { ledgerAccounts } from '../../lib/ledger/accounts';
import { balanceOf } from '../../lib/ledger/balances';
import { webhookBody } from '../../lib/payments/simulator/simulator-webhooks';
import { loadOrCreateSecret } from '../../lib/secrets';

// A move of money is cut off by kill -9 while the proxy holds its transaction: before its ledger
// lines are written, or once its COMMIT has reached PostgreSQL but not come back. Either way the
// milestone is in one state, its money in one place, and the move can be made again.
let t: TestApp;
let proxy: TcpProxy;
let doomed: ServerProcess | undefined;

beforeAll(async () => {
  const postgres = inject('postgresTemplate');
  if (postgres === null) throw new Error('these tests need TEST_DATABASE_URL');
  const server = new URL(postgres.url);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  t = await buildTestApp({ simulatorTuning: { maxDelayMs: 3_600_000, duplicateRate: 0 } });
});

afterEach(async () => {
  await stopServerProcess(doomed);
  doomed = undefined;
});

afterAll(async () => {
  await t.close();
  await proxy.close();
});

function startDoomedProcess(): Promise<ServerProcess> {
  return startSecondApiProcess(t, {
    DATABASE_URL: proxy.urlFor(t.databaseUrl ?? ''),
    DATABASE_QUERY_TIMEOUT_MS: '60000',
    DATABASE_STATEMENT_TIMEOUT_MS: '60000',
  });
}

/** Sends a request to the doomed process, waits until the proxy holds it at `rule`, and kills the process. */
async function killDuring(rule: HoldRule, request: (port: number) => Promise<Response>): Promise<void> {
  doomed = await startDoomedProcess();
  const held = proxy.holdAt(rule);
  const port = doomed.port;
  void request(port).catch(() => undefined);
  await held;
  await killServerProcess(doomed);
  doomed = undefined;
}

async function statusOf(milestoneId: string) {
  const [row] = await t.db.db
    .select({ status: milestones.status })
    .from(milestones)
    .where(eq(milestones.id, milestoneId));
  return row?.status;
}

async function heldMilestone() {
  const contract = await acceptedContract(t);
  const milestone = await proposedMilestone(t, contract, 243_750, { accept: true });
  const funding = await call(t, 'POST', `/milestones/${milestone.id}/funding`, contract.organization.headers);
  const returnUrl = await payAtSimulator(
    t,
    funding.json<{ data: { redirectUrl: string } }>().data.redirectUrl,
  );
  return { contract, milestone, returnUrl };
}

describe('kill -9 in the middle of moving money, on PostgreSQL', () => {
  for (const [when, rule, after] of [
    ['before its ledger lines', { query: 'insert into "ledger_entries"', deliver: false }, 'HELD'],
    [
      'once its commit reached the database',
      { query: 'commit', after: 'insert into "ledger_entries"', deliver: true },
      'RELEASED',
    ],
  ] as const) {
    it(`leaves a release ${when} in one state, its money in one place`, async () => {
      const { contract, milestone, returnUrl } = await heldMilestone();
      await returnToApp(t, returnUrl);
      await killDuring(rule, (port) =>
        fetch(`http://127.0.0.1:${String(port)}${API}/milestones/${milestone.id}/release`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${contract.organization.token}` },
        }),
      );
      expect(await statusOf(milestone.id)).toBe(after);
      const escrow = await balanceOf(t.db.db, ledgerAccounts.milestoneEscrow(milestone.id));
      expect(escrow).toBe(after === 'HELD' ? 243_750 : 0);

      const again = await call(
        t,
        'PATCH',
        `/milestones/${milestone.id}/release`,
        contract.organization.headers,
      );
      expect(again.statusCode).toBe(after === 'HELD' ? 200 : 409);
      expect(await balanceOf(t.db.db, ledgerAccounts.talentAvailable(contract.talent.userId))).toBe(215_719);
    });
  }

  it('leaves a webhook cut off before its ledger lines unapplied, and its next delivery applies it once', async () => {
    const { milestone, returnUrl } = await heldMilestone();
    const reference = returnUrl.searchParams.get('id') ?? '';
    const secret = (await loadOrCreateSecret(t.db.db, 'payments-simulator-webhook')).toString('hex');
    const body = webhookBody('payment_paid', secret, { id: reference }, new Date());
    const deliver = (base: string) =>
      fetch(`${base}${API}/payments/webhooks/simulator`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    await killDuring({ query: 'insert into "ledger_entries"', deliver: false }, (port) =>
      deliver(`http://127.0.0.1:${String(port)}`),
    );
    expect(await statusOf(milestone.id)).toBe('PENDING');
    const [attempt] = await t.db.db
      .select({ status: milestonePayments.status })
      .from(milestonePayments)
      .where(eq(milestonePayments.milestoneId, milestone.id));
    expect(attempt?.status).toBe('PENDING');

    const redelivered = await t.app.inject({
      method: 'POST',
      url: `${API}/payments/webhooks/simulator`,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(redelivered.statusCode).toBe(200);
    expect(await statusOf(milestone.id)).toBe('HELD');
    const holds = await t.db.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.milestoneId, milestone.id), eq(ledgerTransactions.kind, 'milestone.held')),
      );
    expect(holds).toHaveLength(1);
  });
});
