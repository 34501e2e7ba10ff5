import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './database';

/** Beside this module in the sources, and copied beside the bundle by build.mjs. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await handle.unbounded(async (db) => {
    if (handle.kind === 'embedded') {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
    }
  });
}
