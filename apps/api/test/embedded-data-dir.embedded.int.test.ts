import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '../src/db/client';
import { DEMO_INDIVIDUALS, DEMO_ORGANIZATIONS } from '../src/seed/demo-data';
import { MORE_DEMO_ORGANIZATIONS } from '../src/seed/demo-more-organizations';
import { MORE_DEMO_INDIVIDUALS } from '../src/seed/demo-more-talents';
import { startServerProcess, waitHealthy, type ServerProcess } from './server-process';

const started: ServerProcess[] = [];
const dirs: string[] = [];

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'casting-datadir-'));
  dirs.push(dir);
  return dir;
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  started.push(server);
  return server;
}

afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited();
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function countUsers(dir: string): Promise<number> {
  const client = await PGlite.create(join(dir, 'db'), { extensions: pgliteExtensions });
  try {
    const result = await client.query<{ n: number }>('select count(*)::int as n from users');
    return result.rows[0]?.n ?? -1;
  } finally {
    await client.close();
  }
}

/** A new embedded database is seeded with the demo by default; only the test of the data's survival needs it. */
const NO_DEMO = { SEED_DEMO: 'false' };

const SEEDING_MS = 180_000;

// The tests start real server processes that migrate a new database, one of them seeding the
// demo with its drawn pictures: give them time on a loaded machine.
describe('the embedded database directory', { timeout: SEEDING_MS + 120_000 }, () => {
  it('refuses a second process on the same DATA_DIR at once, with a clear message', async () => {
    const dir = dataDir();
    const first = await start({ DATA_DIR: dir, ...NO_DEMO });
    expect(await waitHealthy(first)).toBe(true);

    const second = await start({ DATA_DIR: dir, ...NO_DEMO });
    const code = await second.exited();
    expect(code).toBe(1);
    expect(second.output()).toContain(
      `The data directory ${dir} is in use by another process (pid ${first.child.pid})`,
    );
    // The first one is unharmed.
    const response = await fetch(`http://127.0.0.1:${first.port}/models/api/v1/health`);
    expect(response.status).toBe(200);
  });

  it('starts again after kill -9, recovering the stale lock, with the data intact', async () => {
    const dir = dataDir();
    const first = await start({ DATA_DIR: dir });
    // The demo seed draws its pictures: 26 s on a quiet 2-core machine, over a minute on a busy one.
    expect(await waitHealthy(first, SEEDING_MS)).toBe(true);
    first.child.kill('SIGKILL');
    await first.exited();

    const second = await start({ DATA_DIR: dir });
    expect(await waitHealthy(second)).toBe(true);
    second.child.kill('SIGTERM');
    expect(await second.exited()).toBe(0);

    expect(await countUsers(dir)).toBe(
      DEMO_ORGANIZATIONS.length +
        MORE_DEMO_ORGANIZATIONS.length +
        DEMO_INDIVIDUALS.length +
        MORE_DEMO_INDIVIDUALS.length,
    );
  });

  it('starts over a lock left by a crash whose pid now belongs to another live process', async () => {
    const dir = dataDir();
    // What a crash leaves, with the pid reused: the lock now names a live process that started after it was written.
    const stranger = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      await once(stranger, 'spawn');
      writeFileSync(join(dir, '.lock'), JSON.stringify({ pid: stranger.pid }));
      utimesSync(join(dir, '.lock'), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
      const server = await start({ DATA_DIR: dir, ...NO_DEMO });
      expect(await waitHealthy(server)).toBe(true);
    } finally {
      stranger.kill('SIGKILL');
    }
  });

  it('closes cleanly on SIGINT and releases the directory', async () => {
    const dir = dataDir();
    const first = await start({ DATA_DIR: dir, ...NO_DEMO });
    expect(await waitHealthy(first)).toBe(true);
    first.child.kill('SIGINT');
    expect(await first.exited()).toBe(0);
    const second = await start({ DATA_DIR: dir, ...NO_DEMO });
    expect(await waitHealthy(second)).toBe(true);
  });

  it('stops with a readable list when the configuration is wrong', async () => {
    const server = await start({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    expect(await server.exited()).toBe(1);
    expect(server.output()).toContain('Invalid configuration:');
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
  });
});
