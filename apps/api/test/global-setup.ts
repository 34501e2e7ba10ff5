import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPool, pgliteExtensions, wrapPglite, wrapPool } from '../src/db/client';
import { loadEnv } from '../src/env';
import { runMigrations } from '../src/db/migrate';
import { adminUrl, dropDatabasesWithPrefix, quoteIdent, testRunPrefix } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string | null;
    postgresTemplate: { url: string; template: string; prefix: string } | null;
  }
}

/**
 * Migrates one golden database per run; every test copies it (DESIGN habit 8). With
 * TEST_DATABASE_URL the golden database is a PostgreSQL template, else a PGlite dump.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url !== undefined && url !== '') {
    const prefix = testRunPrefix();
    const template = `${prefix}golden`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database ${quoteIdent(template)}`);
    await admin.end();
    const limits = { ...loadEnv({}).database, poolMax: 1 };
    const handle = wrapPool(createPool(adminUrl(url, template), limits), adminUrl(url, template), limits);
    await runMigrations(handle);
    await handle.close();
    project.provide('postgresTemplate', { url, template, prefix });
    project.provide('pgliteDumpPath', null);
    return () => dropDatabasesWithPrefix(url, prefix);
  }
  const dir = mkdtempSync(join(tmpdir(), 'casting-golden-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const handle = wrapPglite(client);
  await runMigrations(handle);
  const dump = await client.dumpDataDir('none');
  const dumpPath = join(dir, 'golden.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('postgresTemplate', null);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    return Promise.resolve();
  };
}
