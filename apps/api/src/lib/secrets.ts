import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appSecrets } from '../db/schema/app-secrets';

/**
 * A named secret made once per database and shared by every process on it (the first
 * process to start makes it; the others read it).
 */
export async function loadOrCreateSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (row === undefined) throw new Error(`secret ${name} could not be read`);
  return Buffer.from(row.value, 'base64');
}
