import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { TestApp } from './build-test-app';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
  output(): string;
  exited(): Promise<number | null>;
}

/** Starts the real server entry (`src/server.ts`) in its own process. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    // No drain grace unless a test asks for one: no load balancer waits on these processes.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DRAIN_GRACE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
  return { child, port, output: () => text, exited: () => exit };
}

/** Polls /health until it answers 200, or the process exits, or the time is up. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) return false;
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/models/api/v1/health`);
      if (response.status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** A second API process on the test's PostgreSQL database, answering /health; `env` adds settings. */
export async function startSecondApiProcess(
  t: TestApp,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  if (t.databaseUrl === null) throw new Error('a second API process needs PostgreSQL');
  const server = await startServerProcess({
    DATABASE_URL: t.databaseUrl,
    SEED_DEMO: 'false',
    DATA_DIR: t.dataDir,
    ...env,
  });
  if (!(await waitHealthy(server)))
    throw new Error(`the second API process did not start:\n${server.output()}`);
  return server;
}

export async function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  server?.child.kill('SIGTERM');
  await server?.exited();
}

/** kill -9: the process ends at once, in the middle of whatever it was doing. */
export async function killServerProcess(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited();
}

/** GETs `url` with the bearer `token` until it answers `expected` or the time is up; the last status. */
export async function statusWithin(url: string, token: string, expected: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let status = 0;
  while (Date.now() < deadline) {
    status = (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status;
    if (status === expected) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return status;
}
