import { join } from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import type { DatabaseHandle } from './db/database';
import { runMigrations } from './db/migrate';
import { EnvError, loadEnv, readProcessEnv, type Env } from './env';
import { systemClock } from './lib/clock';
import { createEventBus } from './lib/events/event-bus';
import { outboxTransport, smtpTransport } from './lib/mail/transports';
import { documentStorageFromEnv, storageFromEnv } from './lib/storage/storage-from-env';
import { countUsers } from './modules/accounts/accounts.repo';
import { seedDemo } from './seed/seed-demo';

async function shouldSeed(env: Env, handle: DatabaseHandle): Promise<boolean> {
  if (env.seedDemo !== undefined) return env.seedDemo;
  return handle.kind === 'embedded' && (await countUsers(handle.db)) === 0;
}

async function main(): Promise<void> {
  const env = loadEnv(readProcessEnv());
  const db = await openDatabase(env);
  let closing = false;
  try {
    await runMigrations(db);
    const logger = pino({ level: env.logLevel });
    const mailTransport =
      env.smtpUrl === undefined
        ? outboxTransport(join(env.dataDir, 'outbox'), logger)
        : smtpTransport(env.smtpUrl);
    const storage = storageFromEnv(env);
    const documentStorage = documentStorageFromEnv(env);
    const app = await buildApp({
      env,
      db,
      clock: systemClock,
      mailTransport,
      storage,
      documentStorage,
      logger,
    });
    if (await shouldSeed(env, db)) {
      const seeded = await db.unbounded((unboundedDb) =>
        seedDemo({
          db: unboundedDb,
          clock: systemClock,
          storage,
          documentStorage,
          mediaPublicUrl: env.mediaPublicUrl,
          events: createEventBus(db, app.log),
          logger: app.log,
          limits: env.accountLimits,
          env,
        }),
      );
      if (seeded) app.log.info('demo content seeded');
    }
    const shutdown = (signal: NodeJS.Signals) => {
      if (closing) return;
      closing = true;
      // Ctrl-C in a terminal has no load balancer to tell.
      const graceMs = signal === 'SIGINT' ? 0 : env.drainGraceMs;
      app.log.info({ signal, graceMs }, 'shutting down: /health reports draining');
      app.drain.begin();
      setTimeout(() => {
        void stop();
      }, graceMs);
    };
    const stop = async () => {
      try {
        const drained = await app.drain.close(env.shutdownTimeoutMs);
        if (!drained) app.log.warn('requests still running at the shutdown timeout');
        await app.close();
        await db.close();
        process.exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    };
    process.once('SIGTERM', shutdown);
    process.once('SIGINT', shutdown);
    await app.listen({ port: env.port, host: env.host });
  } catch (error) {
    await db.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
