import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { ReadableStreamReadResult } from 'node:stream/web';
import { readProcessEnv } from '../src/env';
import { insertIndividual, insertOrganization, insertUser } from '../src/modules/accounts/accounts.repo';
import { upsertChat } from '../src/modules/chats/chats.repo';
import { LIVE_STREAMS_PER_ACCOUNT } from '@casting/contract';
import { stopServerProcess } from '../test/server-process';
import { benchSessionToken, openBenchDatabase, startBenchApp } from './bench-app';
import { measureInRounds, printResults } from './rounds';
import type { ScratchDatabase } from './scratch-database';
import {
  openFilesLimit,
  openStreams,
  startBuiltServer,
  createStreamTokens,
  type Memory,
} from './stream-memory';

const MESSAGES = Number(readProcessEnv().BENCH_MESSAGES ?? 200);
const SECONDS = Number(readProcessEnv().BENCH_SECONDS ?? 10);
const STREAMS = Number(readProcessEnv().BENCH_STREAMS ?? 10_000);
const MB = 1024 * 1024;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** From the moment the organization sends to the moment the talent's stream has the event. */
async function measureDelivery(
  api: string,
  chatId: string,
  organizationToken: string,
  talentToken: string,
): Promise<string> {
  const arrivals: number[] = [];
  let notify: () => void = () => undefined;
  const stream = await fetch(`${api}/events`, { headers: { authorization: `Bearer ${talentToken}` } });
  if (stream.body === null) throw new Error('no event stream');
  const reader = stream.body.getReader();
  void (async () => {
    const decoder = new TextDecoder();
    for (;;) {
      const chunk: ReadableStreamReadResult<Uint8Array> = await reader.read();
      if (chunk.done) return;
      const events = decoder.decode(chunk.value).match(/^event: message$/gm)?.length ?? 0;
      for (let i = 0; i < events; i += 1) {
        arrivals.push(performance.now());
        notify();
      }
    }
  })();
  const latencies: number[] = [];
  for (let i = 0; i < MESSAGES; i += 1) {
    const arrived = new Promise<void>((resolve) => (notify = resolve));
    const sent = performance.now();
    const response = await fetch(`${api}/chats/${chatId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${organizationToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: `message ${String(i)}` }),
    });
    if (response.status !== 201) throw new Error(`send answered ${String(response.status)}`);
    await arrived;
    latencies.push((arrivals.at(-1) ?? sent) - sent);
  }
  await reader.cancel();
  latencies.sort((a, b) => a - b);
  return `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`;
}

function megabytes({ rss, heapUsed }: Memory): string {
  return `RSS ${(rss / MB).toFixed(1)} MB, heap used ${(heapUsed / MB).toFixed(1)} MB`;
}

/** The built server in its own process, at rest and then holding the streams this process opens. */
async function measureStreamMemory(
  scratch: ScratchDatabase,
  tokens: readonly string[],
  chatId: string,
  organizationToken: string,
  talentToken: string,
): Promise<void> {
  const limit = openFilesLimit();
  if (limit < tokens.length + 500)
    throw new Error(`ulimit -n is ${String(limit)}: raise it above BENCH_STREAMS + 500 (ulimit -n 20000)`);
  // Room for every stream, the talent's included; the per-account limit stays, so they take many accounts.
  const server = await startBuiltServer(scratch, { EVENT_STREAMS_MAX: String(tokens.length + 10) });
  try {
    const api = `http://127.0.0.1:${String(server.port)}/models/api/v1`;
    const idle = await measureDelivery(api, chatId, organizationToken, talentToken);
    const atRest = await server.memory();
    const opened = performance.now();
    const sockets = await openStreams(server.port, tokens);
    const openSeconds = (performance.now() - opened) / 1000;
    const holding = await server.memory();
    const busy = await measureDelivery(api, chatId, organizationToken, talentToken);
    for (const socket of sockets) socket.destroy();
    const perStream = (holding.rss - atRest.rss) / tokens.length;
    console.log(
      `\nmemory of the built server (dist/server.js as npm start runs it, ${scratch.url === undefined ? 'embedded' : 'postgres'} database, its own process, after a full GC; EVENT_STREAMS_MAX=${String(tokens.length + 10)}, ulimit -n ${String(limit)}):`,
    );
    console.log(`  at rest:                 ${megabytes(atRest)}`);
    console.log(
      `  with ${String(tokens.length)} streams:     ${megabytes(holding)} (opened in ${openSeconds.toFixed(1)} s from the bench process, ${String(Math.ceil(tokens.length / LIVE_STREAMS_PER_ACCOUNT))} accounts)`,
    );
    console.log(
      `  per stream:              ${(perStream / 1024).toFixed(1)} KB RSS, ${((holding.heapUsed - atRest.heapUsed) / tokens.length / 1024).toFixed(1)} KB heap; 10,000 streams: ${((atRest.rss + perStream * 10_000) / MB).toFixed(0)} MB`,
    );
    console.log(`  delivery, no other streams:  ${idle}`);
    console.log(`  delivery, ${String(tokens.length)} streams open: ${busy}`);
    console.log(
      `  load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await stopServerProcess(server);
  }
}

const bench = await openBenchDatabase();
const { handle } = bench;
try {
  const db = handle.db;
  const organizationUser = await insertUser(db, {
    role: 'ORGANIZATION',
    email: 'org@bench.example',
    passwordHash: 'x',
    firstName: 'Org',
    lastName: 'Owner',
    emailVerified: true,
    onboardingCompleted: true,
  });
  await insertOrganization(db, {
    userId: organizationUser.id,
    name: 'Bench Org',
    bio: 'x',
    location: 'SA',
    logo: '',
    phone: '+966500000000',
    instagram: '',
    tiktok: '',
    website: '',
  });
  const talentUser = await insertUser(db, {
    role: 'INDIVIDUAL',
    email: 'talent@bench.example',
    passwordHash: 'x',
    firstName: 'Bench',
    lastName: 'Talent',
    emailVerified: true,
    onboardingCompleted: true,
  });
  await insertIndividual(db, {
    userId: talentUser.id,
    role: 'MODEL',
    firstName: 'Bench',
    lastName: 'Talent',
  });
  const chat = await upsertChat(db, talentUser.id, organizationUser.id, new Date());
  const organizationToken = await benchSessionToken(db, organizationUser.id);
  const talentToken = await benchSessionToken(db, talentUser.id);
  const streamTokens = await createStreamTokens(db, STREAMS, LIVE_STREAMS_PER_ACCOUNT);
  const { app, base } = await startBenchApp(bench, talentUser.id);
  const api = `${base}/models/api/v1`;

  const delivery = await measureDelivery(api, chat.id, organizationToken, talentToken);

  // The polling call when nothing is new, against a primary-key read in the same process.
  const latest = (await (
    await fetch(`${api}/chats/${chat.id}/messages?paginate[limit]=1`, {
      headers: { authorization: `Bearer ${talentToken}` },
    })
  ).json()) as { data: { newerCursor: string } };
  const poll = `${api}/chats/${chat.id}/messages?paginate[direction]=AFTER&paginate[cursor]=${latest.data.newerCursor}`;
  const results = await measureInRounds(
    [
      ['primary-key SELECT (anchor)', `${base}/bench/pk`],
      ['poll, nothing new', poll],
    ],
    talentToken,
    SECONDS,
  );
  await app.close();
  console.log(`\ndelivery through the stream, ${MESSAGES} messages: ${delivery}`);
  printResults(`${handle.kind} (npm run bench:live)`, SECONDS, results, 'primary-key SELECT (anchor)');

  await handle.close();
  await measureStreamMemory(bench.scratch, streamTokens, chat.id, organizationToken, talentToken);
} finally {
  await handle.close();
  await bench.scratch.drop();
}
