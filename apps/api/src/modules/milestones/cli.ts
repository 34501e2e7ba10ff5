import { pino } from 'pino';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { loadEnv, readProcessEnv } from '../../env';
import { systemClock } from '../../lib/clock';
import { createEventBus } from '../../lib/events/event-bus';
import { createNotifier } from '../notifications/notifier';
import { createPayments } from './payments';
import { reconcile } from './reconcile';

/** `npm run payments:reconcile`: prints where the ledger and the provider disagree; exit 1 if anywhere. */
async function differences(): Promise<string[]> {
  const env = loadEnv(readProcessEnv());
  const handle = await openDatabase(env);
  const logger = pino({ level: env.logLevel });
  try {
    await runMigrations(handle);
    const events = createEventBus(handle, logger);
    const notifier = createNotifier({ clock: systemClock, events });
    const payments = await createPayments({
      db: handle.db,
      clock: systemClock,
      logger,
      env,
      events,
      notifier,
    });
    try {
      return await reconcile(handle.db, payments.provider);
    } finally {
      payments.stop();
    }
  } finally {
    await handle.close();
  }
}

const found = await differences();
for (const difference of found) console.log(difference);
console.log(
  found.length === 0
    ? 'The ledger and the payment provider agree.'
    : `${String(found.length)} difference(s) between the ledger and the payment provider.`,
);
process.exitCode = found.length === 0 ? 0 : 1;
