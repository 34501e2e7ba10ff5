import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import type { DatabaseHandle, Db } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { users } from '../src/db/schema/users';
import { loadEnv, type Env } from '../src/env';
import { systemClock } from '../src/lib/clock';
import { outboxTransport } from '../src/lib/mail/transports';
import { diskStorage } from '../src/lib/storage/disk-storage';
import { hashToken, newSessionToken } from '../src/lib/tokens';
import { insertSession } from '../src/modules/auth/sessions.repo';
import { scratchDatabase, type ScratchDatabase } from './scratch-database';

export interface BenchDatabase {
  readonly scratch: ScratchDatabase;
  readonly env: Env;
  readonly handle: DatabaseHandle;
}

/** A migrated scratch database: PostgreSQL beside DATABASE_URL's, or an embedded one. */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const scratch = await scratchDatabase();
  const env = loadEnv({
    DATA_DIR: scratch.dataDir,
    DATABASE_URL: scratch.url,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    // The benchmarks measure speed, not the per-account limits against abuse.
    ACCOUNT_MESSAGES_PER_MINUTE: '1000000',
    ACCOUNT_UPLOADS_PER_HOUR: '1000000',
    ACCOUNT_MEDIA_STORAGE_MB: '1000000',
  });
  const handle = await openDatabase(env);
  await runMigrations(handle);
  return { scratch, env, handle };
}

export async function closeBenchDatabase({ handle, scratch }: BenchDatabase): Promise<void> {
  await handle.close();
  await scratch.drop();
}

/** A session token for `userId`, valid for an hour. */
export async function benchSessionToken(db: Db, userId: string): Promise<string> {
  const token = newSessionToken();
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

/**
 * The real app on a free port, with the anchors every benchmark compares against in the same
 * process: `/bench/constant` (the framework alone) and `/bench/pk` (one primary-key read of
 * `anchorUserId` through Drizzle).
 */
export async function startBenchApp(
  { env, handle, scratch }: BenchDatabase,
  anchorUserId: string,
): Promise<{ readonly app: FastifyInstance; readonly base: string }> {
  const logger = pino({ level: 'warn' });
  const app = await buildApp({
    env,
    db: handle,
    clock: systemClock,
    logger,
    mailTransport: outboxTransport(join(scratch.dataDir, 'outbox'), logger),
    storage: diskStorage(join(scratch.dataDir, 'media')),
    documentStorage: diskStorage(join(scratch.dataDir, 'documents')),
  });
  app.get('/bench/constant', () => ({ data: 'ok' }));
  app.get('/bench/pk', async () => {
    const [row] = await handle.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, anchorUserId));
    return { data: row };
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base };
}
