import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * Inside a transaction: waits until no other transaction holds the lock of this name, and holds
 * it until commit or rollback. Serializes read-then-write work that no row constraint covers
 * (counting an account's recent posts before adding one), across every process on the database.
 */
export async function lockUntilCommit(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
