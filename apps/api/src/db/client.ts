import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import type { DatabaseHandle, Db } from './database';

export const pgliteExtensions = { pg_trgm };

export function wrapPglite(client: PGlite, onClose: () => void = () => undefined): DatabaseHandle {
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose();
      }
    },
  };
}

export function wrapPool(pool: pg.Pool): DatabaseHandle {
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

export interface OpenDatabaseOptions {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
}

/** PostgreSQL when a URL is given, else the embedded PGlite database in DATA_DIR/db. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl !== undefined) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return wrapPool(pool);
  }
  const release = acquireDataDirLock(options.dataDir);
  try {
    const client = await PGlite.create(join(options.dataDir, 'db'), { extensions: pgliteExtensions });
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}
