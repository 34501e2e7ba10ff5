import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createPool, pgliteExtensions, wrapPglite, wrapPool } from '../src/db/client';
import { loadEnv } from '../src/env';
import type { DatabaseHandle } from '../src/db/database';
import { adminUrl, quoteIdent } from './postgres-admin';

/**
 * A fresh copy of the migrated golden database, for one test; `url` is set on PostgreSQL.
 * `connectVia` lets the handle reach PostgreSQL another way (through a proxy the test controls).
 */
export async function createTestDatabase(
  connectVia: (url: string) => string = (url) => url,
): Promise<{ handle: DatabaseHandle; url: string | null }> {
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
    const url = adminUrl(postgres.url, name);
    const limits = loadEnv({}).database;
    const handle = wrapPool(createPool(connectVia(url), limits), connectVia(url), limits);
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
    return { handle: closing, url };
  }
  const dumpPath = inject('pgliteDumpPath');
  if (dumpPath === null) throw new Error('global setup provided no golden database');
  const client = await PGlite.create({
    extensions: pgliteExtensions,
    loadDataDir: new Blob([readFileSync(dumpPath)]),
  });
  return { handle: wrapPglite(client), url: null };
}
