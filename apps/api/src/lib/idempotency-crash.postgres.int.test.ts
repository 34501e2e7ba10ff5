import { count, eq } from 'drizzle-orm';
import { IDEMPOTENCY_MESSAGES } from '@casting/contract';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { apply, jobBody, postJob } from '../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../test/onboarded';
import {
  killServerProcess,
  startSecondApiProcess,
  stopServerProcess,
  type ServerProcess,
} from '../../test/server-process';
import { startTcpProxy, type HoldRule, type TcpProxy } from '../../test/tcp-proxy';
import { messages } from '../db/schema/chats';
import { jobs } from '../db/schema/jobs';

// A request is cut off by kill -9 while the proxy holds its transaction: before the write
// commits, or just after (the COMMIT reached PostgreSQL, its acknowledgement never came back).
// The retry goes to another process, as a balancer would send it.
const LEASE_MS = 1500;
const SETTINGS = { IDEMPOTENCY_LEASE_MS: String(LEASE_MS) };

let t: TestApp;
let proxy: TcpProxy;
let survivor: ServerProcess | undefined;
let doomed: ServerProcess | undefined;

beforeAll(async () => {
  const postgres = inject('postgresTemplate');
  if (postgres === null) throw new Error('these tests need TEST_DATABASE_URL');
  const server = new URL(postgres.url);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  t = await buildTestApp();
  survivor = await startSecondApiProcess(t, SETTINGS);
});

afterEach(async () => {
  await stopServerProcess(doomed);
  doomed = undefined;
});

afterAll(async () => {
  await stopServerProcess(survivor);
  await t.close();
  await proxy.close();
});

/**
 * A process whose database connections go through the proxy, patient enough that a held query
 * is still waiting when the process is killed.
 */
function startDoomedProcess(): Promise<ServerProcess> {
  return startSecondApiProcess(t, {
    ...SETTINGS,
    DATABASE_URL: proxy.urlFor(t.databaseUrl ?? ''),
    DATABASE_QUERY_TIMEOUT_MS: '60000',
    DATABASE_STATEMENT_TIMEOUT_MS: '60000',
  });
}

function send(server: ServerProcess | undefined, path: string, token: string, key: string, body: unknown) {
  return fetch(`http://127.0.0.1:${String(server?.port)}${API}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
}

/**
 * Sends a request to the doomed process and resolves once the proxy holds its transaction at
 * `rule`, with the request's status still to come (0: the connection was cut).
 */
async function cutOff(
  rule: HoldRule,
  request: () => Promise<Response>,
): Promise<{ status: Promise<number> }> {
  const held = proxy.holdAt(rule);
  const status = request().then(
    (response) => response.status,
    () => 0,
  );
  await held;
  return { status };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function jobsOf(organizationId: string): Promise<number> {
  const [row] = await t.db.db
    .select({ n: count() })
    .from(jobs)
    .where(eq(jobs.organizationId, organizationId));
  return row?.n ?? 0;
}

async function messagesIn(chatId: string): Promise<number> {
  const [row] = await t.db.db.select({ n: count() }).from(messages).where(eq(messages.chatId, chatId));
  return row?.n ?? 0;
}

async function expectReplayOf(retry: Response, id: string) {
  expect(retry.status).toBe(201);
  expect(retry.headers.get('idempotent-replayed')).toBe('true');
  expect(((await retry.json()) as { data: { id: string } }).data.id).toBe(id);
}

describe('an Idempotency-Key whose process was killed mid-request, on PostgreSQL', () => {
  it('keeps the key while the request runs, frees it within seconds of the kill, and the retry writes once', async ({
    annotate,
  }) => {
    const organization = await onboardedOrganization(t);
    const payload = await jobBody(t, organization.headers);
    const retry = () => send(survivor, '/jobs', organization.token, 'killed-before-commit', payload);
    doomed = await startDoomedProcess();
    const lost = await cutOff({ query: 'insert into "jobs"', deliver: false }, () =>
      send(doomed, '/jobs', organization.token, 'killed-before-commit', payload),
    );

    // Alive, the first request renews its lease: for twice its length a retry is told to wait.
    const aliveUntil = Date.now() + 2 * LEASE_MS;
    while (Date.now() < aliveUntil) {
      const waiting = await retry();
      expect(waiting.status).toBe(409);
      expect(waiting.headers.get('retry-after')).toBe('1');
      expect(await waiting.json()).toMatchObject({ message: IDEMPOTENCY_MESSAGES.inProgress });
      await pause(200);
    }

    const killedAt = Date.now();
    await killServerProcess(doomed);
    let retried = await retry();
    while (retried.status === 409 && Date.now() - killedAt < 20_000) {
      await pause(100);
      retried = await retry();
    }
    const freedAfterMs = Date.now() - killedAt;
    await annotate(`key free ${String(freedAfterMs)} ms after the kill (lease ${String(LEASE_MS)} ms)`);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(freedAfterMs).toBeLessThan(LEASE_MS + 3000);
    expect(await lost.status).toBe(0);
    expect(await jobsOf(organization.organizationId)).toBe(1);
    await expectReplayOf(await retry(), ((await retried.json()) as { data: { id: string } }).data.id);
  });

  it('answers the retry of a job post that committed just before the kill with its stored answer', async () => {
    const organization = await onboardedOrganization(t);
    const payload = await jobBody(t, organization.headers);
    doomed = await startDoomedProcess();
    const lost = await cutOff({ after: 'insert into "jobs"', query: 'commit', deliver: true }, () =>
      send(doomed, '/jobs', organization.token, 'killed-after-commit', payload),
    );
    while ((await jobsOf(organization.organizationId)) === 0) await pause(50);
    await killServerProcess(doomed);

    const [job] = await t.db.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.organizationId, organization.organizationId));
    // At once: the answer was saved with the job, nothing waits for a lease.
    await expectReplayOf(
      await send(survivor, '/jobs', organization.token, 'killed-after-commit', payload),
      job?.id ?? '',
    );
    expect(await lost.status).toBe(0);
    expect(await jobsOf(organization.organizationId)).toBe(1);
  });

  it('answers the retry of a message that was saved just before the kill, and never sends it twice', async () => {
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t);
    const { chatId } = (await apply(t, talent.headers, await postJob(t, organization.headers))).json<{
      data: { chatId: string };
    }>().data;
    const body = { content: 'See you on Sunday at ten.' };
    doomed = await startDoomedProcess();
    const lost = await cutOff({ after: 'insert into "messages"', query: 'commit', deliver: true }, () =>
      send(doomed, `/chats/${chatId}/messages`, talent.token, 'message-before-kill', body),
    );
    while ((await messagesIn(chatId)) === 1) await pause(50);
    await killServerProcess(doomed);

    const [newest] = await t.db.db
      .select({ id: messages.id, content: messages.content })
      .from(messages)
      .where(eq(messages.content, body.content));
    await expectReplayOf(
      await send(survivor, `/chats/${chatId}/messages`, talent.token, 'message-before-kill', body),
      newest?.id ?? '',
    );
    expect(await lost.status).toBe(0);
    // The application's message and this one.
    expect(await messagesIn(chatId)).toBe(2);
  });
});
