import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HOUR, MINUTE } from '../../lib/rate-limit';
import { deleteUnverifiedUsers, findUnverifiedUserIdsBefore } from './auth.repo';
import { deleteOtpCodesOf } from './otp.repo';

export const UNVERIFIED_ACCOUNT_LIFETIME_MS = 48 * HOUR;
const SWEEP_EVERY_MS = 10 * MINUTE;
const BATCH = 200;

export interface UnverifiedSweep {
  /** Deletes every account unverified for 48 hours; resolves with how many went. */
  sweep(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Accounts left unverified for 48 hours are deleted, so that a sign-up nobody verified does not
 * hold its address or keep a password its owner did not set. Every process sweeps: a batch is
 * one transaction deleting what is still unverified, so sweeps running at once only find less.
 */
export function createUnverifiedSweep(options: {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
}): UnverifiedSweep {
  const { db, clock, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function sweep(): Promise<number> {
    const before = new Date(clock.now().getTime() - UNVERIFIED_ACCOUNT_LIFETIME_MS);
    let deleted = 0;
    for (;;) {
      const ids = await findUnverifiedUserIdsBefore(db, before, BATCH);
      if (ids.length === 0) break;
      const gone = await db.transaction(async (tx) => {
        // Codes before accounts, the order in which using a code locks them: never a deadlock.
        await deleteOtpCodesOf(tx, ids);
        return deleteUnverifiedUsers(tx, ids);
      });
      deleted += gone.length;
      if (ids.length < BATCH) break;
    }
    if (deleted > 0) logger.info({ deleted }, 'deleted accounts left unverified for 48 hours');
    return deleted;
  }

  return {
    sweep,
    start: () => {
      timer ??= setInterval(() => {
        running = running.then(sweep).catch((error: unknown) => {
          logger.error({ err: error }, 'sweep of unverified accounts failed');
        });
      }, SWEEP_EVERY_MS);
      timer.unref();
    },
    stop: async () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
