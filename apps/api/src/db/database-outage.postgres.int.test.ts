import { inject } from 'vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { postJob } from '../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../test/onboarded';
import { openEventStream } from '../../test/sse';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';

let proxy: TcpProxy;
let t: TestApp;
let base: string;

beforeEach(async () => {
  const postgres = inject('postgresTemplate');
  if (postgres === null) throw new Error('these tests need TEST_DATABASE_URL');
  const server = new URL(postgres.url);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  t = await buildTestApp({ connectVia: (url) => proxy.urlFor(url) });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(async () => {
  await proxy.setMode('pass');
  await t.close();
  await proxy.close();
});

interface Timed {
  readonly status: number;
  readonly retryAfter: string | undefined;
  readonly code: unknown;
  readonly ms: number;
}

async function timed(
  request: Promise<{ statusCode: number; headers: Record<string, unknown>; json: () => unknown }>,
): Promise<Timed> {
  const started = Date.now();
  const response = await request;
  const body = response.json() as { code?: unknown };
  const retryAfter = response.headers['retry-after'];
  return {
    status: response.statusCode,
    retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
    code: body.code,
    ms: Date.now() - started,
  };
}

/** A public call, a read with a session, and a write in a transaction. */
function calls(headers: Record<string, string>, chatId: string) {
  return [
    () => t.app.inject({ method: 'GET', url: `${API}/health` }),
    () => t.app.inject({ method: 'GET', url: `${API}/jobs`, headers }),
    () => t.app.inject({ method: 'GET', url: `${API}/users/me`, headers }),
    () =>
      t.app.inject({
        method: 'POST',
        url: `${API}/chats/${chatId}/messages`,
        headers,
        payload: { content: 'Are you free on Thursday?' },
      }),
    () =>
      t.app.inject({
        method: 'POST',
        url: `${API}/auth/login`,
        payload: { email: 'nobody@example.com', password: 'Str0ng!Pass', role: 'INDIVIDUAL' },
      }),
  ];
}

async function waitUntilServing(headers: Record<string, string>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    const health = await t.app.inject({ method: 'GET', url: `${API}/health` });
    const jobs = await t.app.inject({ method: 'GET', url: `${API}/jobs`, headers });
    if (health.statusCode === 200 && jobs.statusCode === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not serving ${String(withinMs)} ms after the database came back`);
}

async function participants() {
  const organization = await onboardedOrganization(t);
  const talent = await onboardedTalent(t);
  const job = await postJob(t, organization.headers);
  const applied = await t.app.inject({
    method: 'POST',
    url: `${API}/chats/${job.organization.id}/messages`,
    headers: talent.headers,
    payload: { messageType: 'REQUEST', jobId: job.id, content: 'I would love to join.' },
  });
  const { chatId } = applied.json<{ data: { chatId: string } }>().data;
  return { organization, talent, chatId };
}

describe('when PostgreSQL refuses connections', () => {
  it('answers every route 503 UNAVAILABLE with Retry-After within 3 s, and serves again within 10 s of its return', async ({
    annotate,
  }) => {
    const { talent, chatId } = await participants();
    await proxy.setMode('refuse');
    const results = await Promise.all(calls(talent.headers, chatId).map((call) => timed(call())));
    for (const result of results) {
      expect(result).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
      expect(Number(result.retryAfter)).toBeGreaterThan(0);
      expect(result.ms).toBeLessThan(3_000);
    }
    // Liveness does not depend on the database: a supervisor must not restart a healthy process.
    expect((await t.app.inject({ method: 'GET', url: `${API}/health/live` })).statusCode).toBe(200);
    await proxy.setMode('pass');
    const recovery = await waitUntilServing(talent.headers, 10_000);
    await annotate(
      `503 UNAVAILABLE in at most ${String(Math.max(...results.map((r) => r.ms)))} ms; serving again ${String(recovery)} ms after the database returned`,
      'measured',
    );
  });
});

describe('when PostgreSQL stops answering (a black hole: no reset, no reply)', () => {
  it('answers every request 503 UNAVAILABLE with Retry-After within 5 s, more requests than connections included', async ({
    annotate,
  }) => {
    const { talent, chatId } = await participants();
    await proxy.setMode('blackhole');
    const burst = [
      ...calls(talent.headers, chatId),
      ...calls(talent.headers, chatId),
      ...calls(talent.headers, chatId),
    ];
    const results = await Promise.all(burst.map((call) => timed(call())));
    for (const result of results) {
      expect(result).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
      expect(Number(result.retryAfter)).toBeGreaterThan(0);
      expect(result.ms).toBeLessThan(5_000);
    }
    await proxy.setMode('pass');
    const recovery = await waitUntilServing(talent.headers, 10_000);
    await annotate(
      `${String(results.length)} requests: 503 UNAVAILABLE in ${String(Math.min(...results.map((r) => r.ms)))}–${String(Math.max(...results.map((r) => r.ms)))} ms; serving again ${String(recovery)} ms after the database answered`,
      'measured',
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: `${API}/chats/${chatId}/messages`,
      headers: talent.headers,
      payload: { content: 'Back again' },
    });
    expect(sent.statusCode).toBe(201);
  });
});

describe('live events across a dropped connection', () => {
  it('pauses open streams, resumes them when listening again, and delivers a message sent 2 s after recovery within 1 s', async ({
    annotate,
  }) => {
    const { organization, talent, chatId } = await participants();
    const before = await openEventStream(`${base}${API}/events`, talent.token);
    expect(before.status).toBe(200);

    await proxy.setMode('refuse');
    await before.next('paused', 5_000);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await proxy.setMode('pass');
    await before.next('resumed', 3_000);

    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = await openEventStream(`${base}${API}/events`, talent.token);
    expect(after.status).toBe(200);
    const sentAt = Date.now();
    const sent = await t.app.inject({
      method: 'POST',
      url: `${API}/chats/${chatId}/messages`,
      headers: organization.headers,
      payload: { content: 'Still on for Thursday?' },
    });
    expect(sent.statusCode).toBe(201);
    const delivered: number[] = [];
    for (const stream of [before, after]) {
      expect((await stream.next('message', 1_000)).data).toEqual({ chatId });
      delivered.push(Date.now() - sentAt);
    }
    await annotate(
      `message sent 2 s after recovery reached the stream opened before the drop in ${String(delivered[0])} ms, one opened after in ${String(delivered[1])} ms`,
      'measured',
    );
    before.close();
    after.close();
  });
});
