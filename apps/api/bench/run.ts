import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { jobs } from '../src/db/schema/jobs';
import { users } from '../src/db/schema/users';
import { readProcessEnv } from '../src/env';
import { benchSessionToken, closeBenchDatabase, openBenchDatabase, startBenchApp } from './bench-app';
import { insertBulkData } from './bulk-data';

const ROWS = Number(readProcessEnv().BENCH_ROWS ?? 100_000);
const SECONDS = Number(readProcessEnv().BENCH_SECONDS ?? 10);
/** Measures only the endpoints whose name contains this text (the anchors always run). */
const ONLY = readProcessEnv().BENCH_ONLY ?? '';
const CONNECTIONS = 10;
/** Unmeasured load on each endpoint first: warm connections, caches and compiled code. */
const WARMUP_SECONDS = 2;
/**
 * Each endpoint's seconds are measured in rounds taken in turn, so a slow spell of this shared
 * machine falls on every endpoint alike instead of on whichever ran then.
 */
const ROUNDS = 5;

interface Round {
  readonly requests: number;
  readonly seconds: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

interface Result {
  readonly name: string;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

function load(url: string, token: string, seconds: number) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    // The load comes from a worker thread, as it would from other machines: in the server's
    // thread it would take event-loop time from the server, more of it for larger responses.
    workers: 1,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function measureRound(url: string, token: string): Promise<Round> {
  const result = await load(url, token, SECONDS / ROUNDS);
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Requests per second over all rounds; p50 and p99 are the medians of the rounds'. */
function resultOf(name: string, rounds: readonly Round[]): Result {
  const sum = (pick: (round: Round) => number) => rounds.reduce((total, round) => total + pick(round), 0);
  return {
    name,
    perSecond: sum((round) => round.requests) / sum((round) => round.seconds),
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    errors: sum((round) => round.errors),
  };
}

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
    [
      'individuals: common Arabic name "ال"',
      `${api}/individuals?filter[searchKey]=${encodeURIComponent('ال')}`,
    ],
    [
      'individuals: rare Arabic name "القريشي"',
      `${api}/individuals?filter[searchKey]=${encodeURIComponent('القريشي')}`,
    ],
    ['jobs: search "studio"', `${api}/jobs?filter[searchKey]=studio`],
    [
      'jobs: Arabic search "مكه" (all Arabic jobs)',
      `${api}/jobs?filter[searchKey]=${encodeURIComponent('مكه')}`,
    ],
    ['jobs: Arabic search "أستوديو"', `${api}/jobs?filter[searchKey]=${encodeURIComponent('أستوديو')}`],
    ['jobs: one job', `${api}/jobs/${job?.id ?? ''}`],
  ];
  const selected = scenarios.filter(([name]) => name.startsWith('anchor') || name.includes(ONLY));
  for (const [, url] of selected) await load(url, token, WARMUP_SECONDS);
  const rounds = new Map<string, Round[]>(selected.map(([name]) => [name, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [name, url] of selected) rounds.get(name)?.push(await measureRound(url, token));
    console.log(`round ${String(round)} of ${String(ROUNDS)} measured`);
  }
  await app.close();

  const results = selected.map(([name]) => resultOf(name, rounds.get(name) ?? []));
  const anchor = results[1]?.perSecond ?? 1;
  console.log(
    `\n${handle.kind}, ${ROWS} rows, ${CONNECTIONS} connections, ${SECONDS} s each in ${String(ROUNDS)} rounds taken in turn (npm run bench)`,
  );
  console.log('| endpoint | req/s | p50 ms | p99 ms | vs PK anchor | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of results) {
    console.log(
      `| ${row.name} | ${Math.round(row.perSecond)} | ${row.p50} | ${row.p99} | ${Math.round((row.perSecond / anchor) * 100)}% | ${row.errors} |`,
    );
  }
} finally {
  await closeBenchDatabase(bench);
}
