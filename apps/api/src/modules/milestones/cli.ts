import { pino } from 'pino';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { loadEnv, readProcessEnv } from '../../env';
import { systemClock } from '../../lib/clock';
import { createEventBus } from '../../lib/events/event-bus';
import { createNotifier } from '../notifications/notifier';
import { resolveDispute, type DisputeDecision } from './disputes';
import { createPayments, type Payments } from './payments';
import { reconcile } from './reconcile';

const USAGE = `npm run payments:reconcile
npm run payments:resolve -- <milestoneId> release | refund | split <halalas released to the talent>`;

/** Runs `work` with the payments of the configured database and provider. */
async function withPayments<T>(work: (payments: Payments) => Promise<T>): Promise<T> {
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
      return await work(payments);
    } finally {
      payments.stop();
    }
  } finally {
    await handle.close();
  }
}

function decisionOf(words: readonly string[]): DisputeDecision | null {
  const [decision, amount] = words;
  if (decision === 'release' || decision === 'refund') return { decision };
  if (decision === 'split' && amount !== undefined && /^\d+$/.test(amount)) {
    return { decision, released: Number(amount) };
  }
  return null;
}

const [command, milestoneId, ...rest] = process.argv.slice(2);
if (command === 'reconcile') {
  const found = await withPayments((payments) => reconcile(payments.db, payments.provider));
  for (const difference of found) console.log(difference);
  console.log(
    found.length === 0
      ? 'The ledger and the payment provider agree.'
      : `${String(found.length)} difference(s) between the ledger and the payment provider.`,
  );
  process.exitCode = found.length === 0 ? 0 : 1;
} else if (command === 'resolve' && milestoneId !== undefined && decisionOf(rest) !== null) {
  const decision = decisionOf(rest) as DisputeDecision;
  const moved = await withPayments((payments) => resolveDispute(payments, milestoneId, decision));
  console.log(
    moved === null
      ? `Milestone ${milestoneId} is not disputed.`
      : `Milestone ${milestoneId} is ${moved.status}.`,
  );
  process.exitCode = moved === null ? 1 : 0;
} else {
  console.log(USAGE);
  process.exitCode = 2;
}
