import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Db } from '../src/db/database';
import { readProcessEnv } from '../src/env';
import { individuals } from '../src/db/schema/individuals';
import { users } from '../src/db/schema/users';
import { freePort, waitHealthy, type ServerProcess } from '../test/server-process';
import { benchSessionToken } from './bench-app';
import type { ScratchDatabase } from './scratch-database';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
/** Opened at once: more would only queue in the server's accept backlog. */
const OPENING_CONCURRENCY = 200;

/**
 * Loaded into the server before its entry: answers the bench's IPC message with the process's
 * memory after a full collection, so only what the process holds on to is counted.
 */
const MEMORY_PROBE = `data:text/javascript,${encodeURIComponent(
  "process.on('message', () => { globalThis.gc(); process.send(process.memoryUsage()); });",
)}`;

export interface Memory {
  readonly rss: number;
  readonly heapUsed: number;
}

export interface BuiltServer extends ServerProcess {
  memory(): Promise<Memory>;
}

/** The open-files limit this process and its server child share; each stream takes one in each. */
export function openFilesLimit(): number {
  return Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
}

/** Streams take sessions of `accounts` onboarded talent accounts, at most `perAccount` streams each. */
export async function createStreamTokens(db: Db, streams: number, perAccount: number): Promise<string[]> {
  const accounts = Math.ceil(streams / perAccount);
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: accounts }, (_, i) => ({
        role: 'INDIVIDUAL' as const,
        email: `stream${String(i)}@bench.example`,
        passwordHash: 'x',
        firstName: 'Stream',
        lastName: `Listener ${String(i)}`,
        emailVerified: true,
        onboardingCompleted: true,
      })),
    )
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName });
  await db.insert(individuals).values(
    rows.map((row) => ({
      userId: row.id,
      role: 'MODEL' as const,
      firstName: row.firstName,
      lastName: row.lastName,
    })),
  );
  const tokens = await Promise.all(rows.map((row) => benchSessionToken(db, row.id)));
  return Array.from({ length: streams }, (_, i) => tokens[i % tokens.length] ?? '');
}

/** How `npm start` runs the server (the root package.json; docs/deployment.md says why). */
const START_ENV = { MALLOC_ARENA_MAX: '2' };
const START_FLAGS = ['--max-semi-space-size=1'];

/**
 * The production bundle (`node build.mjs`, as `npm run build` makes it) as its own process, started
 * as `npm start` starts it, so the clients' memory is not counted with the server's.
 */
export async function startBuiltServer(
  scratch: ScratchDatabase,
  env: Record<string, string>,
): Promise<BuiltServer> {
  execFileSync(process.execPath, ['build.mjs'], { cwd: apiRoot, stdio: 'ignore' });
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [...START_FLAGS, '--expose-gc', '--import', MEMORY_PROBE, 'dist/server.js'],
    {
      cwd: apiRoot,
      env: {
        ...readProcessEnv(),
        ...START_ENV,
        ...(scratch.url === undefined ? {} : { DATABASE_URL: scratch.url }),
        DATA_DIR: scratch.dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        DRAIN_GRACE_MS: '0',
        // As in openBenchDatabase: speed is measured, not the limits against abuse.
        ACCOUNT_MESSAGES_PER_MINUTE: '1000000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  const server: BuiltServer = {
    child,
    port,
    output: () => text,
    exited: () => exit,
    memory: async () => {
      child.send('memory');
      const [usage] = (await once(child, 'message')) as [NodeJS.MemoryUsage];
      return { rss: usage.rss, heapUsed: usage.heapUsed };
    },
  };
  if (!(await waitHealthy(server))) throw new Error(`the server did not start:\n${text}`);
  return server;
}

function openStream(port: number, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString();
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      // Keep reading, as a client does, so heartbeats never back up in the server.
      socket.resume();
      if (head.startsWith('HTTP/1.1 200')) resolve(socket);
      else reject(new Error(`stream answered ${head.split('\r\n')[0] ?? ''}`));
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.write(
      `GET /models/api/v1/events HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${token}\r\naccept: text/event-stream\r\n\r\n`,
    );
  });
}

/** One stream per token, opened from this process. */
export async function openStreams(port: number, tokens: readonly string[]): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < tokens.length; start += OPENING_CONCURRENCY) {
    const batch = tokens.slice(start, start + OPENING_CONCURRENCY);
    sockets.push(...(await Promise.all(batch.map((token) => openStream(port, token)))));
  }
  return sockets;
}
