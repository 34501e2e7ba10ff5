import { REVIEW_RULES } from '@casting/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Notifier } from '../notifications/notifier';
import {
  findDueClosingReminders,
  findDuePublications,
  findReviewContract,
  findReviewsOfContract,
  markReviewReminded,
} from './reviews.repo';
import { REVIEW_WINDOW_MS, reviewNotice, type ReviewsService } from './reviews.service';
import { periodic } from '../../lib/periodic';

const RUN_EVERY_MS = 60_000;
const BATCH = 50;
const CLOSING_REMINDER_MS = REVIEW_RULES.closingReminderDays * 24 * 60 * 60 * 1000;

/**
 * The reviews' background work: publishes the hidden reviews of contracts whose window has
 * closed, and reminds each side that has not reviewed when three days are left. Each step is a
 * compare-and-set under the contract's lock, so several processes may run it at once.
 */
export function createReviewsScheduler(options: {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  reviews: ReviewsService;
  notifier: Notifier;
}) {
  const { db, clock, logger, reviews, notifier } = options;

  async function publishDue(): Promise<void> {
    const finishedBy = new Date(clock.now().getTime() - REVIEW_WINDOW_MS);
    for (const requestId of await findDuePublications(db, finishedBy, BATCH))
      await reviews.publishClosed(requestId);
  }

  async function remindClosing(): Promise<void> {
    const now = clock.now().getTime();
    const due = await findDueClosingReminders(
      db,
      {
        finishedBy: new Date(now - (REVIEW_WINDOW_MS - CLOSING_REMINDER_MS)),
        openAfter: new Date(now - REVIEW_WINDOW_MS),
      },
      BATCH,
    );
    for (const requestId of due) {
      const contract = await findReviewContract(db, requestId);
      if (contract === null) continue;
      await db.transaction(async (tx) => {
        if (!(await markReviewReminded(tx, requestId, clock.now()))) return;
        const written = new Set((await findReviewsOfContract(tx, requestId)).map((row) => row.authorRole));
        for (const side of ['ORGANIZATION', 'INDIVIDUAL'] as const)
          if (!written.has(side)) await notifier.record(tx, reviewNotice(contract, side, 'REVIEW_CLOSING'));
      });
    }
  }

  async function runDue(): Promise<void> {
    await publishDue();
    await remindClosing();
  }

  return { runDue, ...periodic({ everyMs: RUN_EVERY_MS, name: 'reviews scheduler', logger, run: runDue }) };
}

export type ReviewsScheduler = ReturnType<typeof createReviewsScheduler>;
