import { loadavg } from 'node:os';
import autocannon from 'autocannon';

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

export interface Result {
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

async function measureRound(url: string, token: string, seconds: number): Promise<Round> {
  const result = await load(url, token, seconds);
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

/** A measured endpoint: its name, its URL, and the session it is called with when not the default one. */
export type Scenario = readonly [name: string, url: string, token?: string];

/** Each scenario for `seconds` in all, warmed up first, in rounds taken in turn. */
export async function measureInRounds(
  scenarios: readonly Scenario[],
  token: string,
  seconds: number,
): Promise<Result[]> {
  for (const [, url, as = token] of scenarios) await load(url, as, WARMUP_SECONDS);
  const rounds = new Map<string, Round[]>(scenarios.map(([name]) => [name, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [name, url, as = token] of scenarios)
      rounds.get(name)?.push(await measureRound(url, as, seconds / ROUNDS));
    console.log(`round ${String(round)} of ${String(ROUNDS)} measured`);
  }
  return scenarios.map(([name]) => resultOf(name, rounds.get(name) ?? []));
}

/** The results as a table, each against the named anchor, under a line saying how they were measured. */
export function printResults(
  title: string,
  seconds: number,
  results: readonly Result[],
  anchorName: string,
): void {
  const anchor = results.find((row) => row.name === anchorName)?.perSecond ?? 1;
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  console.log(
    `\n${title}, ${String(CONNECTIONS)} connections, ${String(seconds)} s each in ${String(ROUNDS)} rounds taken in turn; load average ${load}`,
  );
  console.log('| endpoint | req/s | p50 ms | p99 ms | vs PK anchor | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of results) {
    console.log(
      `| ${row.name} | ${Math.round(row.perSecond)} | ${row.p50} | ${row.p99} | ${Math.round((row.perSecond / anchor) * 100)}% | ${row.errors} |`,
    );
  }
}
