import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { loadEnv, readProcessEnv } from '../env';
import { seedDemo } from './seed-demo';

const env = loadEnv(readProcessEnv());
const handle = await openDatabase(env);
try {
  await runMigrations(handle);
  const seeded = await seedDemo(handle.db);
  console.log(seeded ? 'Demo content seeded.' : 'The database already has accounts: nothing seeded.');
} finally {
  await handle.close();
}
