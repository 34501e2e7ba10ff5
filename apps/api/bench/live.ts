import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ReadableStreamReadResult } from 'node:stream/web';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { users } from '../src/db/schema/users';
import { loadEnv, readProcessEnv } from '../src/env';
import { systemClock } from '../src/lib/clock';
import { outboxTransport } from '../src/lib/mail/transports';
import { diskStorage } from '../src/lib/storage/disk-storage';
import { hashToken, newSessionToken } from '../src/lib/tokens';
import { insertIndividual, insertOrganization, insertUser } from '../src/modules/accounts/accounts.repo';
import { insertSession } from '../src/modules/auth/sessions.repo';
import { upsertChat } from '../src/modules/chats/chats.repo';
import { scratchDatabase } from './scratch-database';

const MESSAGES = Number(readProcessEnv().BENCH_MESSAGES ?? 200);
const SECONDS = Number(readProcessEnv().BENCH_SECONDS ?? 10);

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
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
    searchName: 'bench talent',
  });
  const chat = await upsertChat(db, talentUser.id, organizationUser.id, new Date());
  const token = async (userId: string) => {
    const value = newSessionToken();
    await insertSession(db, {
      userId,
      tokenHash: hashToken(value),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return value;
  };
  const organizationToken = await token(organizationUser.id);
  const talentToken = await token(talentUser.id);

  const logger = pino({ level: 'warn' });
  const app = await buildApp({
    env,
    db: handle,
    clock: systemClock,
    logger,
    mailTransport: outboxTransport(join(scratch.dataDir, 'outbox'), logger),
    storage: diskStorage(join(scratch.dataDir, 'media')),
  });
  app.get('/bench/pk', async () => {
    const [row] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, talentUser.id));
    return { data: row };
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
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
  const measure = (url: string) =>
    autocannon({
      url,
      connections: 10,
      duration: SECONDS,
      headers: { authorization: `Bearer ${talentToken}` },
    });
  const anchor = await measure(`${base}/bench/pk`);
  const polling = await measure(poll);
  await app.close();

  console.log(`\n${handle.kind} (npm run bench:live)`);
  console.log(
    `delivery through the stream, ${MESSAGES} messages: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  console.log('| request | req/s | p50 ms | p99 ms | vs PK anchor | non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, result] of [
    ['primary-key SELECT (anchor)', anchor],
    ['poll, nothing new', polling],
  ] as const) {
    console.log(
      `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round((result.requests.average / anchor.requests.average) * 100)}% | ${result.non2xx} |`,
    );
  }
} finally {
  await handle.close();
  await scratch.drop();
}
