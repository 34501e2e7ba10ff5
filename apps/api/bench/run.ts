import { eq } from 'drizzle-orm';
import { jobs } from '../src/db/schema/jobs';
import { users } from '../src/db/schema/users';
import { readProcessEnv } from '../src/env';
import { benchSessionToken, closeBenchDatabase, openBenchDatabase, startBenchApp } from './bench-app';
import { insertBulkData } from './bulk-data';
import { deepPageScenarios } from './deep-pages';
import { measureInRounds, printResults } from './rounds';

const ROWS = Number(readProcessEnv().BENCH_ROWS ?? 100_000);
const SECONDS = Number(readProcessEnv().BENCH_SECONDS ?? 10);
/** Measures only the endpoints whose name contains this text (the anchors always run). */
const ONLY = readProcessEnv().BENCH_ONLY ?? '';

const bench = await openBenchDatabase();
const { handle } = bench;
try {
  const started = Date.now();
  await handle.unbounded((db) => insertBulkData(db, ROWS, ROWS));
  console.log(
    `seeded ${ROWS} talents and ${ROWS} jobs on ${handle.kind} in ${Math.round((Date.now() - started) / 1000)} s`,
  );

  const [organizationUser] = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'ORGANIZATION'))
    .limit(1);
  const organizationUserId = organizationUser?.id ?? '';
  const { app, base } = await startBenchApp(bench, organizationUserId);
  const token = await benchSessionToken(handle.db, organizationUserId);
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
    ...(await deepPageScenarios(handle.db, api)),
  ];
  const selected = scenarios.filter(([name]) => name.startsWith('anchor') || name.includes(ONLY));
  const results = await measureInRounds(selected, token, SECONDS);
  await app.close();
  printResults(
    `${handle.kind}, ${String(ROWS)} rows (npm run bench)`,
    SECONDS,
    results,
    'anchor: primary-key SELECT',
  );
} finally {
  await closeBenchDatabase(bench);
}
