import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { API, verifiedAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { jpeg, multipart } from '../../../test/media-files';
import { startS3Server, type S3TestServer } from '../../../test/s3-server';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy';
import { media } from '../../db/schema/media';

const BOUND_MS = 1_500;
/** What a loaded test machine may add to the bound: far below the minute a hung call took. */
const SLACK_MS = 2_000;

let s3: S3TestServer;
let proxy: TcpProxy;
let t: TestApp;
let headers: Record<string, string>;
let userId: string;

/** The app with its bucket behind a proxy the test controls. */
async function start(env: Record<string, string> = {}): Promise<void> {
  s3 = await startS3Server();
  const endpoint = new URL(s3.env.S3_ENDPOINT ?? '');
  proxy = await startTcpProxy({ host: endpoint.hostname, port: Number(endpoint.port) });
  t = await buildTestApp({
    env: {
      ...s3.env,
      S3_ENDPOINT: `http://127.0.0.1:${String(proxy.port)}`,
      STORAGE_TIMEOUT_MS: String(BOUND_MS),
      ...env,
    },
  });
  ({ headers, userId } = await verifiedAccount(t));
}

afterEach(async () => {
  await t.close();
  await proxy.close();
  await s3.close();
});

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

async function upload() {
  const body = multipart(await jpeg());
  return t.app.inject({
    method: 'POST',
    url: `${API}/upload/images`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

async function uploaded(): Promise<string> {
  const response = await upload();
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: string }>().data;
}

async function uploadRecords(): Promise<number> {
  const [row] = await t.db.db.select({ value: count() }).from(media).where(eq(media.ownerId, userId));
  return row?.value ?? 0;
}

function expectUnavailable(response: Awaited<ReturnType<typeof upload>>): void {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toMatchObject({ statusCode: 503, code: 'UNAVAILABLE' });
}

describe('a bucket that accepts connections and never answers', () => {
  it('answers uploads and media reads 503 with Retry-After within the bound, and keeps nothing of a failed upload', async () => {
    await start();
    const url = await uploaded();
    await proxy.setMode('blackhole');

    const read = await timed(() => t.app.inject({ method: 'GET', url }));
    expectUnavailable(read.result);
    expect(read.ms).toBeLessThan(BOUND_MS + SLACK_MS);

    const failed = await timed(upload);
    expectUnavailable(failed.result);
    expect(failed.ms).toBeLessThan(BOUND_MS + SLACK_MS);
    expect(await uploadRecords()).toBe(1);

    await proxy.setMode('pass');
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    await uploaded();
    expect(await uploadRecords()).toBe(2);
  });

  it('does not count failed uploads against the hourly upload limit', async () => {
    await start({ ACCOUNT_UPLOADS_PER_HOUR: '2' });
    await uploaded();
    await proxy.setMode('blackhole');
    for (let attempt = 0; attempt < 3; attempt += 1) expectUnavailable(await upload());

    await proxy.setMode('pass');
    await uploaded();
    const third = await upload();
    expect(third.statusCode, third.body).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });

  it('refuses calls beyond the cap at once, with 503, and serves again once the bucket answers', async () => {
    await start({ STORAGE_MAX_IN_FLIGHT: '2' });
    const url = await uploaded();
    await proxy.setMode('blackhole');

    const reads = await Promise.all(
      Array.from({ length: 5 }, () =>
        timed(() => t.app.inject({ method: 'GET', url: `/media/${randomUUID()}.webp` })),
      ),
    );
    for (const read of reads) expectUnavailable(read.result);
    const waited = reads.filter((read) => read.ms >= BOUND_MS - 100);
    const refused = reads.filter((read) => read.ms < BOUND_MS / 2);
    expect(waited).toHaveLength(2);
    expect(refused).toHaveLength(3);

    await proxy.setMode('pass');
    // More reads, one after another, than the cap: each one's slot is freed when its body ends.
    for (let read = 0; read < 3; read += 1) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, served.body).toBe(200);
    }
  });
});
