import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { deleteExpiredSessions } from '../modules/auth/sessions.repo';
import { sweepUnusedUploads } from '../modules/media/unused-uploads';
import type { Clock } from './clock';
import { deleteExpiredIdempotencyKeys } from './idempotency-keys.repo';
import { DAY, HOUR } from './rate-limit';
import { deleteRateEventsBefore } from './rate-events.repo';
import type { MediaStorage } from './storage/media-storage';

const SWEEP_EVERY_MS = HOUR;
/** Longer than any window a rate rule counts over (the longest is a day). */
const RATE_EVENT_RETENTION_MS = 7 * DAY;

export interface Housekeeping {
  /**
   * Deletes expired sessions and idempotency keys, rate events no rule counts any more, and
   * uploads nothing refers to once they are old enough.
   */
  sweep(): Promise<void>;
  start(): void;
  stop(): void;
}

/** Rows that only expire: every process sweeps them now and then; the deletes do not mind company. */
export function createHousekeeping(options: {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Where uploads are, and how long one nothing refers to is kept; without it uploads stay. */
  unusedUploads?: {
    readonly storage: MediaStorage;
    readonly documentStorage: MediaStorage;
    readonly keptMs: number;
  };
}): Housekeeping {
  const { db, clock, logger, unusedUploads } = options;
  let timer: NodeJS.Timeout | undefined;

  async function sweep(): Promise<void> {
    const now = clock.now();
    await deleteExpiredSessions(db, now);
    await deleteExpiredIdempotencyKeys(db, now);
    await deleteRateEventsBefore(db, new Date(now.getTime() - RATE_EVENT_RETENTION_MS));
    if (unusedUploads !== undefined) {
      const { keptMs, ...stores } = unusedUploads;
      await sweepUnusedUploads({ db, ...stores, logger }, new Date(now.getTime() - keptMs));
    }
  }

  return {
    sweep,
    start: () => {
      timer ??= setInterval(() => {
        sweep().catch((error: unknown) => {
          // A driver error's text holds the query and its parameters: only its class goes to the log.
          logger.warn({ error: error instanceof Error ? error.name : typeof error }, 'housekeeping failed');
        });
      }, SWEEP_EVERY_MS);
      timer.unref();
    },
    stop: () => {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
