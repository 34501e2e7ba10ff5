import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { ambient } from './ambient-transaction';
import { acquireDataDirLock } from './data-dir-lock';
import type { DatabaseHandle } from './database';
import { PgListener } from './pg-listener';

export const pgliteExtensions = { pg_trgm };

/** How long the server waits on PostgreSQL before it answers 503 (.env.example says why each). */
export interface DatabaseLimits {
  readonly poolMax: number;
  readonly connectTimeoutMs: number;
  readonly queryTimeoutMs: number;
  readonly statementTimeoutMs: number;
  readonly idleInTransactionTimeoutMs: number;
}

export function wrapPglite(client: PGlite, onClose: () => void = () => undefined): DatabaseHandle {
  const db = ambient(drizzlePglite(client));
  return {
    db,
    kind: 'embedded',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, handlers) => client.listen(channel, handlers.onPayload),
    unbounded: (work) => work(db),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose();
      }
    },
  };
}

/**
 * A query that outlived its timeout leaves its connection waiting for an answer that may never
 * come (pg only gives up on the caller). Such a connection is ended, so the rest of its
 * transaction, the rollback included, fails at once and the pool replaces it.
 */
function abandonAfterTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: typeof query }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout')
          void client.end().catch(() => undefined);
      });
    }
    return result;
  };
}

/**
 * Each connection plans a named statement once (lib/prepared.ts). Left to choose, PostgreSQL
 * re-plans a list's statement on every call: a generic plan reckons a LIMIT or OFFSET placeholder
 * at a tenth of the rows, which always looks dearer than a plan made for the values. The lists'
 * plans do not depend on their values (a search chooses its statement in lib/search-path.ts).
 * That reckoning can also lift a plan's cost past jit_above_cost, and PostgreSQL would then compile
 * it on every call (25 ms, for a search that runs in 0.2 ms): no statement here gains from JIT.
 */
const PLAN_ONCE = '-c plan_cache_mode=force_generic_plan -c jit=off';

export function createPool(connectionString: string, limits: DatabaseLimits): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    options: PLAN_ONCE,
    max: limits.poolMax,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    query_timeout: limits.queryTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    keepAlive: true,
  });
  pool.on('connect', abandonAfterTimeout);
  return pool;
}

export function wrapPool(pool: pg.Pool, connectionString: string, limits: DatabaseLimits): DatabaseHandle {
  // An idle connection the server drops (a restart, a failover) would otherwise crash the
  // process; the pool replaces it, and the next query reports any lasting trouble.
  pool.on('error', () => undefined);
  const db = ambient(drizzlePg(pool));
  let listener: PgListener | undefined;
  return {
    db,
    kind: 'postgres',
    listen: (channel, handlers) => {
      listener ??= new PgListener({
        connectionString,
        connectTimeoutMs: limits.connectTimeoutMs,
        pingEveryMs: 5_000,
        pingTimeoutMs: limits.queryTimeoutMs,
      });
      return listener.add(channel, handlers);
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    unbounded: async (work) => {
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: limits.connectTimeoutMs });
      await client.connect();
      try {
        return await work(drizzlePg(client));
      } finally {
        await client.end();
      }
    },
    close: async () => {
      await listener?.stop();
      if (!pool.ended) await pool.end();
    },
  };
}

export interface OpenDatabaseOptions {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly database: DatabaseLimits;
}

/** PostgreSQL when a URL is given, else the embedded PGlite database in DATA_DIR/db. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl !== undefined) {
    return wrapPool(createPool(options.databaseUrl, options.database), options.databaseUrl, options.database);
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
