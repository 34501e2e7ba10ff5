import { join } from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { jobs } from '../src/db/schema/jobs';
import { sessions } from '../src/db/schema/sessions';
import { users } from '../src/db/schema/users';
import { loadEnv, readProcessEnv } from '../src/env';
import { systemClock } from '../src/lib/clock';
import { outboxTransport } from '../src/lib/mail/transports';
import { diskStorage } from '../src/lib/storage/disk-storage';
import { hashToken, newSessionToken } from '../src/lib/tokens';
import { insertBulkData } from './bulk-data';
import { scratchDatabase } from './scratch-database';

const ROWS = Number(readProcessEnv().BENCH_ROWS ?? 100_000);
const SECONDS = Number(readProcessEnv().BENCH_SECONDS ?? 10);
/** Measures only the endpoints whose name contains this text (the anchors always run). */
const ONLY = readProcessEnv().BENCH_ONLY ?? '';
const CONNECTIONS = 10;

interface Result {
  readonly name: string;
  readonly requests: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

async function measure(name: string, url: string, token: string): Promise<Result> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    // The load comes from a worker thread, as it would from other machines: in the server's
    // thread it would take event-loop time from the server, more of it for larger responses.
    workers: 1,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    name,
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

const scratch = await scratchDatabase();
const env = loadEnv({
  DATA_DIR: scratch.dataDir,
  DATABASE_URL: scratch.url,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
});
const handle = await openDatabase(env);
try {
  await runMigrations(handle);
  const started = Date.now();
  await insertBulkData(handle.db, ROWS, ROWS);
  console.log(
    `seeded ${ROWS} talents and ${ROWS} jobs on ${handle.kind} in ${Math.round((Date.now() - started) / 1000)} s`,
  );

  const logger = pino({ level: 'warn' });
  const app = await buildApp({
    env,
    db: handle,
    clock: systemClock,
    logger,
    mailTransport: outboxTransport(join(scratch.dataDir, 'outbox'), logger),
    storage: diskStorage(join(scratch.dataDir, 'media')),
  });
  // The anchors: the cost of the framework alone, and of one primary-key read through Drizzle.
  const [someUser] = await handle.db.select({ id: users.id }).from(users).limit(1);
  const anchorId = someUser?.id ?? '';
  app.get('/bench/constant', () => ({ data: 'ok' }));
  app.get('/bench/pk', async () => {
    const [row] = await handle.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, anchorId));
    return { data: row };
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  const token = newSessionToken();
  const [organizationUser] = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'ORGANIZATION'))
    .limit(1);
  await handle.db.insert(sessions).values({
    userId: organizationUser?.id ?? '',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const [job] = await handle.db.select({ id: jobs.id }).from(jobs).limit(1);

  const api = `${base}/models/api/v1`;
  const scenarios: [string, string][] = [
    ['anchor: constant', `${base}/bench/constant`],
    ['anchor: primary-key SELECT', `${base}/bench/pk`],
    [
      'individuals: MODEL + filters',
      `${api}/individuals?filter[individualCategory]=MODEL&filter[gender]=FEMALE&filter[hairColor]=BLACK`,
    ],
    ['individuals: common name "al"', `${api}/individuals?filter[searchKey]=al`],
    ['individuals: rare name "quraishi"', `${api}/individuals?filter[searchKey]=quraishi`],
    ['jobs: search "studio"', `${api}/jobs?filter[searchKey]=studio`],
    ['jobs: one job', `${api}/jobs/${job?.id ?? ''}`],
  ];
  const results: Result[] = [];
  for (const [name, url] of scenarios.filter(([name]) => name.startsWith('anchor') || name.includes(ONLY))) {
    results.push(await measure(name, url, token));
    console.log(`measured ${name}`);
  }
  await app.close();

  const anchor = results[1]?.requests ?? 1;
  console.log(
    `\n${handle.kind}, ${ROWS} rows, ${CONNECTIONS} connections, ${SECONDS} s each (npm run bench)`,
  );
  console.log('| endpoint | req/s | p50 ms | p99 ms | vs PK anchor | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of results) {
    console.log(
      `| ${row.name} | ${Math.round(row.requests)} | ${row.p50} | ${row.p99} | ${Math.round((row.requests / anchor) * 100)}% | ${row.errors} |`,
    );
  }
} finally {
  await handle.close();
  await scratch.drop();
}
