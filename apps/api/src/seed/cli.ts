import { pino } from 'pino';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { loadEnv, readProcessEnv } from '../env';
import { systemClock } from '../lib/clock';
import { createEventBus } from '../lib/events/event-bus';
import { documentStorageFromEnv, storageFromEnv } from '../lib/storage/storage-from-env';
import { seedDemo } from './seed-demo';

const env = loadEnv(readProcessEnv());
const handle = await openDatabase(env);
const logger = pino({ level: env.logLevel });
try {
  await runMigrations(handle);
  const seeded = await seedDemo({
    db: handle.db,
    clock: systemClock,
    storage: storageFromEnv(env),
    documentStorage: documentStorageFromEnv(env),
    mediaPublicUrl: env.mediaPublicUrl,
    events: createEventBus(handle, logger),
    logger,
    limits: env.accountLimits,
    env,
  });
  console.log(seeded ? 'Demo content seeded.' : 'The database already has accounts: nothing seeded.');
} finally {
  await handle.close();
}
