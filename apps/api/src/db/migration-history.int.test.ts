import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { adminUrl, quoteIdent } from '../../test/postgres-admin';
import { loadEnv } from '../env';
import { createPool, pgliteExtensions, wrapPglite, wrapPool } from './client';
import type { DatabaseHandle } from './database';
import { migrationsFolder, runMigrations } from './migrate';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const journalOf = (folder: string) =>
  JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as Journal;

/** Journaled before 0019: emptied, and its work done by 0021. */
const SKIPPED_BY_EARLIER_DATABASES = '0020_job_request_counts';

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The migrations as a release whose last one was `lastIdx` shipped them. */
function releaseUpTo(lastIdx: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journal = journalOf(folder);
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  cleanups.push(() => {
    rmSync(folder, { recursive: true, force: true });
    return Promise.resolve();
  });
  return folder;
}

/** An empty database of the kind the suite runs on. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const postgres = inject('postgresTemplate');
  if (postgres === null) {
    const handle = wrapPglite(await PGlite.create({ extensions: pgliteExtensions }));
    cleanups.push(() => handle.close());
    return handle;
  }
  const name = `${postgres.prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(postgres.url) });
  await admin.connect();
  await admin.query(`create database ${quoteIdent(name)}`);
  const url = adminUrl(postgres.url, name);
  const limits = loadEnv({}).database;
  const handle = wrapPool(createPool(url, limits), url, limits);
  cleanups.push(async () => {
    await handle.close();
    await admin.query(`drop database if exists ${quoteIdent(name)} with (force)`);
    await admin.end();
  });
  return handle;
}

describe('the migrations', () => {
  it('are journaled in the order they run: the migrator skips one older than the last applied', () => {
    let latest = 0;
    for (const { tag, when } of journalOf(migrationsFolder).entries) {
      if (tag === SKIPPED_BY_EARLIER_DATABASES) continue;
      expect(when, tag).toBeGreaterThan(latest);
      latest = when;
    }
  });

  // Two whole migration runs on a fresh database: well past the default 30 s on a loaded 2-core machine.
  it('bring a database of an earlier release (up to 0019) to the current schema', async () => {
    const handle = await emptyDatabase();
    await runMigrations(handle, releaseUpTo(19));
    await runMigrations(handle);
    const [found] = await handle.db
      .select({
        counts: sql<boolean>`to_regclass('job_request_counts') is not null`,
        triggers: sql<number>`(select count(*)::int from pg_trigger where tgname like '%counted_on%')`,
        coverLetter: sql<boolean>`exists (select 1 from information_schema.columns
          where table_name = 'job_requests' and column_name = 'cover_letter')`,
      })
      .from(sql`(select 1) as one`);
    expect(found).toEqual({ counts: true, triggers: 4, coverLetter: true });
  }, 120_000);
});
