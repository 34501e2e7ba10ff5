import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { PayoutsService } from '../payouts/payouts.service';
import type { FundingService } from './milestone-funding.service';
import { findOwedRefunds } from './milestone-payments.repo';
import { findDueReleases, findMilestone } from './milestones.repo';
import type { MilestonesService } from './milestones.service';

const RUN_EVERY_MS = 60_000;
const BATCH = 50;

/**
 * The payments' background work (DESIGN §9): releases a delivery nobody disputed within the
 * auto-release time, settles checkouts and payouts left pending, and retries refunds the
 * provider has not made. Each step is a compare-and-set or keyed by the provider, so several processes may run
 * it at once and each thing is done once; work a killed process left is found on the next run.
 */
export function createPaymentsScheduler(options: {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  milestones: MilestonesService;
  funding: FundingService;
  payouts: PayoutsService;
  autoReleaseMs: number;
}) {
  const { db, clock, logger, milestones, funding, payouts, autoReleaseMs } = options;
  let timer: NodeJS.Timeout | undefined;

  async function releaseDue(): Promise<void> {
    const deliveredBy = new Date(clock.now().getTime() - autoReleaseMs);
    for (const milestoneId of await findDueReleases(db, deliveredBy, BATCH)) {
      const found = await findMilestone(db, milestoneId);
      if (found !== null)
        await milestones.transition(found.contract, milestoneId, 'autoRelease', 'SCHEDULER');
    }
  }

  async function runDue(): Promise<void> {
    await releaseDue();
    await funding.sweepPending();
    await payouts.sweepPending();
    for (const owed of await findOwedRefunds(db, BATCH))
      await funding.refundAtProvider(owed.milestoneId, owed.amount);
  }

  return {
    runDue,
    start: () => {
      timer ??= setInterval(() => {
        runDue().catch((error: unknown) => {
          logger.warn(
            { error: error instanceof Error ? error.name : typeof error },
            'the payments scheduler failed',
          );
        });
      }, RUN_EVERY_MS);
      timer.unref();
    },
    stop: () => {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

export type PaymentsScheduler = ReturnType<typeof createPaymentsScheduler>;
