import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { pgliteExtensions, wrapPglite, wrapPool } from '../src/db/client';
import type { DatabaseHandle } from '../src/db/database';
import { adminUrl, quoteIdent } from './postgres-admin';

/** A fresh copy of the migrated golden database, for one test; `url` is set on PostgreSQL. */
export async function createTestDatabase(): Promise<{ handle: DatabaseHandle; url: string | null }> {
  const postgres = inject('postgresTemplate');
  if (postgres !== null) {
    const name = `${postgres.prefix}${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(postgres.url) });
    await admin.connect();
    try {
      await admin.query(`create database ${quoteIdent(name)} template ${quoteIdent(postgres.template)}`);
    } finally {
      await admin.end();
    }
    const handle = wrapPool(
      new pg.Pool({ connectionString: adminUrl(postgres.url, name), max: 10 }),
      adminUrl(postgres.url, name),
    );
    const closing = {
      ...handle,
      close: async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: adminUrl(postgres.url) });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${quoteIdent(name)} with (force)`);
        await cleanup.end();
      },
    };
    return { handle: closing, url: adminUrl(postgres.url, name) };
  }
  const dumpPath = inject('pgliteDumpPath');
  if (dumpPath === null) throw new Error('global setup provided no golden database');
  const client = await PGlite.create({
    extensions: pgliteExtensions,
    loadDataDir: new Blob([readFileSync(dumpPath)]),
  });
  return { handle: wrapPglite(client), url: null };
}
