import { request } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { onboardedTalent } from '../test/onboarded';
import { startSecondApiProcess, stopServerProcess, type ServerProcess } from '../test/server-process';
import { openEventStream } from '../test/sse';

let t: TestApp;
let server: ServerProcess | undefined;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await stopServerProcess(server);
  server = undefined;
  await t.close();
});

interface Outcome {
  readonly status?: number;
  readonly retryAfter?: string;
  readonly error?: string;
}

/** One request on its own connection, as a new client would open it. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => {
        const retryAfter = res.headers['retry-after'];
        resolve({ status: res.statusCode, ...(retryAfter === undefined ? {} : { retryAfter }) });
      });
      res.on('error', (error: NodeJS.ErrnoException) => {
        resolve({ error: error.code ?? error.message });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      resolve({ error: error.code ?? error.message });
    });
    req.end();
  });
}

describe('SIGTERM', () => {
  it('ends open event streams with a closing event and exits within 10 s', async ({ annotate }) => {
    const talent = await onboardedTalent(t);
    server = await startSecondApiProcess(t, { DRAIN_GRACE_MS: '1000' });
    const url = `http://127.0.0.1:${String(server.port)}${API}/events`;
    const streams = await Promise.all([1, 2, 3].map(() => openEventStream(url, talent.token)));
    expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200]);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    for (const stream of streams) {
      await stream.next('closing', 10_000);
      await stream.ended;
    }
    expect(await server.exited()).toBe(0);
    const exitedAfter = Date.now() - signalledAt;
    expect(exitedAfter).toBeLessThan(10_000);
    await annotate(
      `3 streams got "closing" and ended; exit 0 ${String(exitedAfter)} ms after SIGTERM (grace 1000 ms)`,
      'measured',
    );
  });

  it('reports draining on /health for the grace period while still serving requests', async () => {
    const talent = await onboardedTalent(t);
    server = await startSecondApiProcess(t, { DRAIN_GRACE_MS: '2000' });
    const port = server.port;
    server.child.kill('SIGTERM');
    let health: Outcome = {};
    for (let attempt = 0; attempt < 20 && health.status !== 503; attempt += 1) {
      health = await get(port, `${API}/health`);
      if (health.status !== 503) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(health).toMatchObject({ status: 503 });
    expect(Number(health.retryAfter)).toBeGreaterThan(0);
    expect(await get(port, `${API}/users/me`, talent.headers)).toMatchObject({ status: 200 });
    expect(await server.exited()).toBe(0);
  });

  for (const grace of ['0', '300']) {
    it(`answers each of 50 requests in flight, 200 or 503 with Retry-After, and resets none (grace ${grace} ms)`, async ({
      annotate,
    }) => {
      const talent = await onboardedTalent(t);
      const tally = { ok: 0, unavailable: 0, errors: 0 };
      for (let round = 0; round < 2; round += 1) {
        server = await startSecondApiProcess(t, { DRAIN_GRACE_MS: grace });
        const port = server.port;
        const inFlight = Array.from({ length: 50 }, (_, index) =>
          get(port, index % 2 === 0 ? `${API}/jobs` : `${API}/users/me`, talent.headers),
        );
        server.child.kill('SIGTERM');
        const outcomes = await Promise.all(inFlight);
        tally.errors += outcomes.filter((outcome) => outcome.error !== undefined).length;
        tally.ok += outcomes.filter((outcome) => outcome.status === 200).length;
        tally.unavailable += outcomes.filter((outcome) => outcome.status === 503).length;
        expect(outcomes.filter((outcome) => outcome.error !== undefined)).toEqual([]);
        for (const outcome of outcomes) {
          if (outcome.status === 503) expect(Number(outcome.retryAfter)).toBeGreaterThan(0);
          else expect(outcome.status).toBe(200);
        }
        expect(await server.exited()).toBe(0);
      }
      await annotate(
        `2 runs of 50: ${String(tally.ok)} answered 200, ${String(tally.unavailable)} 503 with Retry-After, ${String(tally.errors)} reset`,
        'measured',
      );
    });
  }
});
