import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { PayoutsService } from '../payouts/payouts.service';
import type { FundingService } from './milestone-funding.service';
import type { Notifier } from '../notifications/notifier';
import { findDueReleases, findDueReminders, findMilestone, markReminded } from './milestones.repo';
import type { MilestonesService } from './milestones.service';
import type { PaymentRefunds } from './payment-refunds';
import { periodic } from '../../lib/periodic';

const RUN_EVERY_MS = 60_000;
const BATCH = 50;

/**
 * The payments' background work (DESIGN §9): reminds the organization of a delivery it has not
 * answered, releases one nobody disputed within the auto-release time, settles checkouts and payouts left pending, and retries refunds the
 * provider has not made (a refund, a split's share, a second payment). Each step is a compare-and-set or keyed by the provider, so several processes may run
 * it at once and each thing is done once; work a killed process left is found on the next run.
 */
export function createPaymentsScheduler(options: {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  milestones: MilestonesService;
  funding: FundingService;
  refunds: PaymentRefunds;
  payouts: PayoutsService;
  notifier: Notifier;
  autoReleaseMs: number;
  releaseReminderMs: number;
}) {
  const { db, clock, logger, milestones, funding, refunds, payouts, notifier } = options;
  const { autoReleaseMs, releaseReminderMs } = options;

  async function releaseDue(): Promise<void> {
    const deliveredBy = new Date(clock.now().getTime() - autoReleaseMs);
    for (const milestoneId of await findDueReleases(db, deliveredBy, BATCH)) {
      const found = await findMilestone(db, milestoneId);
      if (found !== null)
        await milestones.transition(found.contract, milestoneId, 'autoRelease', 'SCHEDULER');
    }
  }

  /** Tells the organization, once, that a delivery will soon be released by itself. */
  async function remindDue(): Promise<void> {
    const now = clock.now();
    for (const milestoneId of await findDueReminders(
      db,
      new Date(now.getTime() - releaseReminderMs),
      BATCH,
    )) {
      const found = await findMilestone(db, milestoneId);
      if (found === null) continue;
      await db.transaction(async (tx) => {
        if (!(await markReminded(tx, milestoneId, now))) return;
        const { contract } = found;
        await notifier.record(tx, {
          userId: contract.organizationUserId,
          kind: 'RELEASE_REMINDER',
          actorName: contract.talentName,
          jobId: contract.jobId,
          jobTitle: contract.jobTitle,
          chatId: contract.chatId,
        });
      });
    }
  }

  async function runDue(): Promise<void> {
    await releaseDue();
    await remindDue();
    await funding.sweepPending();
    await payouts.sweepPending();
    await refunds.sweep();
  }

  return { runDue, ...periodic({ everyMs: RUN_EVERY_MS, name: 'payments scheduler', logger, run: runDue }) };
}

export type PaymentsScheduler = ReturnType<typeof createPaymentsScheduler>;
