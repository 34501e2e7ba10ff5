import { performance } from 'node:perf_hooks';
import type { ReadableStreamReadResult } from 'node:stream/web';
import { readProcessEnv } from '../src/env';
import { insertIndividual, insertOrganization, insertUser } from '../src/modules/accounts/accounts.repo';
import { upsertChat } from '../src/modules/chats/chats.repo';
import { benchSessionToken, closeBenchDatabase, openBenchDatabase, startBenchApp } from './bench-app';
import { measureInRounds, printResults } from './rounds';

const MESSAGES = Number(readProcessEnv().BENCH_MESSAGES ?? 200);
const SECONDS = Number(readProcessEnv().BENCH_SECONDS ?? 10);

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
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
  const { app, base } = await startBenchApp(bench, talentUser.id);
  const api = `${base}/models/api/v1`;

  // Delivery latency: from the moment the organization sends to the moment the talent's stream has the event.
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
    const response = await fetch(`${api}/chats/${chat.id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${organizationToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: `message ${i}` }),
    });
    if (response.status !== 201) throw new Error(`send answered ${response.status}`);
    await arrived;
    latencies.push((arrivals.at(-1) ?? sent) - sent);
  }
  await reader.cancel();
  latencies.sort((a, b) => a - b);

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

  console.log(
    `\ndelivery through the stream, ${MESSAGES} messages: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  printResults(`${handle.kind} (npm run bench:live)`, SECONDS, results, 'primary-key SELECT (anchor)');
} finally {
  await closeBenchDatabase(bench);
}
