import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { readProcessEnv } from '../src/env';

export interface ScratchDatabase {
  readonly url: string | undefined;
  readonly dataDir: string;
  drop(): Promise<void>;
}

/** A new PostgreSQL database beside DATABASE_URL's, or an embedded one in a temp dir. */
export async function scratchDatabase(): Promise<ScratchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'casting-bench-'));
  const base = readProcessEnv().DATABASE_URL;
  if (base === undefined || base === '') {
    const drop = () => {
      rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    };
    return { url: undefined, dataDir, drop };
  }
  const name = `casting_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
