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
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose();
      }
    },
  };
}

export function wrapPool(pool: pg.Pool, connectionString: string): DatabaseHandle {
  // An idle connection the server drops (a restart, a failover) would otherwise crash the
  // process; the pool replaces it, and the next query reports any lasting trouble.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    // LISTEN holds its connection, so it gets its own instead of one of the pool's.
    listen: async (channel, onPayload) => {
      const listener = new pg.Client({ connectionString });
      await listener.connect();
      // A dropped listener connection ends live updates for this process; clients fall back to polling.
      listener.on('error', () => undefined);
      listener.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
      return () => listener.end();
    },
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
    return wrapPool(pool, options.databaseUrl);
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
