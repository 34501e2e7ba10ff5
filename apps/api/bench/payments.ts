import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/database';
import { individuals } from '../src/db/schema/individuals';
import { jobRequests } from '../src/db/schema/job-requests';
import { benchSessionToken } from './bench-app';

const CONTRACTS = 10;
const PER_CONTRACT = 20;

/**
 * Ledger lines of earlier payments: holds of `lines / 2` milestones of one organization, each a
 * balanced transaction of two lines, written in one statement.
 */
export async function insertBulkLedger(db: Db, organizationUserId: string, lines: number): Promise<void> {
  await db.execute(sql`
    with held as (
      insert into ledger_transactions (kind, milestone_id)
      select 'milestone.held', gen_random_uuid() from generate_series(1, ${Math.floor(lines / 2)})
      returning id, milestone_id
    )
    insert into ledger_entries (transaction_id, account, amount)
    select id, 'organization:' || ${organizationUserId}::text || ':funding', -10000 from held
    union all
    select id, 'escrow:milestone:' || milestone_id::text, 10000 from held`);
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

async function timed<T>(times: number[], work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  times.push(performance.now() - started);
  return result;
}

async function send(url: string, method: string, token: string, body?: object) {
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${String(response.status)} ${await response.text()}`);
  return (await response.json()) as { data: Record<string, unknown> };
}

/**
 * Funding (the attempt and its checkout at the simulator, which stands in for the provider's
 * call), applying a paid checkout (the hold and its ledger posting) and releasing, one at a time
 * over the accepted contracts of the organization's listed job: p50 and p99 of each, in ms.
 */
export async function measurePayments(
  app: FastifyInstance,
  db: Db,
  api: string,
  organization: { token: string; jobId: string },
) {
  const contracts = await db
    .select({ id: jobRequests.id, talentUserId: individuals.userId })
    .from(jobRequests)
    .innerJoin(individuals, eq(individuals.id, jobRequests.individualId))
    .where(and(eq(jobRequests.jobId, organization.jobId), eq(jobRequests.status, 'APPROVED')))
    .limit(CONTRACTS);
  const milestones: string[] = [];
  for (const contract of contracts) {
    const talentToken = await benchSessionToken(db, contract.talentUserId);
    for (let index = 0; index < PER_CONTRACT; index += 1) {
      const created = await send(
        `${api}/job-requests/${contract.id}/milestones`,
        'POST',
        organization.token,
        {
          title: `Bench milestone ${String(index + 1)}`,
          amount: 243_750,
        },
      );
      const id = String(created.data.id);
      await send(`${api}/milestones/${id}/accept`, 'PATCH', talentToken);
      milestones.push(id);
    }
  }
  const simulator = app.payments.simulator;
  if (simulator === null) throw new Error('the payments bench runs on the simulator');
  const fund: number[] = [];
  const hold: number[] = [];
  const release: number[] = [];
  for (const id of milestones) {
    const funded = await timed(fund, () =>
      send(`${api}/milestones/${id}/funding`, 'POST', organization.token),
    );
    const reference = new URL(String(funded.data.redirectUrl)).pathname.split('/').pop() ?? '';
    await simulator.completeCheckout(reference, {
      method: 'CARD',
      cardScheme: 'mada',
      lastFour: '1010',
      outcome: 'PAID',
    });
    await timed(hold, () => app.payments.funding.applyCheckout(reference));
  }
  for (const id of milestones) {
    await timed(release, () => send(`${api}/milestones/${id}/release`, 'PATCH', organization.token));
  }
  const row = (name: string, times: number[]) =>
    `${name.padEnd(44)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms   p99 ${percentile(times, 0.99).toFixed(1).padStart(6)} ms   (${String(times.length)})`;
  return [
    row('payments: POST /milestones/{id}/funding', fund),
    row('payments: paid checkout applied (hold)', hold),
    row('payments: PATCH /milestones/{id}/release', release),
  ];
}
