import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { Env } from '../env';
import type { Actor } from '../lib/auth';
import type { EventBus } from '../lib/events/event-bus';
import { createPayments } from '../modules/milestones/payments';
import type { Notifier } from '../modules/notifications/notifier';
import type { SeedClock } from './demo-timeline';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Where each demo milestone stops: every state the Payments page and the contract card show. */
const MILESTONES = [
  { title: 'Shoot day one', amount: 180_000, until: 'RELEASED' },
  { title: 'Edit and colour grade', amount: 95_000, until: 'DELIVERED' },
  { title: 'Behind-the-scenes reel', amount: 60_000, until: 'HELD' },
  { title: 'Extra location day', amount: 45_000, until: 'DISPUTED' },
  { title: 'Second shoot day', amount: 150_000, until: 'PROPOSED' },
] as const;

/**
 * Milestones on one accepted demo contract, moved through the same services and the payment
 * simulator as a person would move them (the payer's card is the simulator's mada test card), so
 * /payments, the ledger, the invoices and the notifications look alive on a fresh start. Nothing
 * when real payment keys are set: the demo never charges anyone.
 */
export async function seedDemoPayments(
  deps: {
    db: Db;
    clock: SeedClock;
    logger: FastifyBaseLogger;
    env: Env;
    events: EventBus;
    notifier: Notifier;
  },
  contract: { organization: Actor; talent: Actor; requestId: string },
): Promise<void> {
  if (deps.env.payments.moyasar !== undefined) return;
  const { clock } = deps;
  const payments = await createPayments({ ...deps, tuning: { maxDelayMs: 0, duplicateRate: 0 } });
  const { milestones, funding, simulator } = payments;
  if (simulator === null) return;
  const { organization, talent, requestId } = contract;
  const start = clock.now().getTime() - 6 * DAY;
  try {
    for (const [index, demo] of MILESTONES.entries()) {
      clock.set(new Date(start + index * 3 * HOUR));
      const milestone = await milestones.create(organization, requestId, {
        title: demo.title,
        amount: demo.amount,
      });
      if (demo.until === 'PROPOSED') continue;
      clock.set(new Date(start + index * 3 * HOUR + HOUR));
      await milestones.act(talent, milestone.id, 'accept');
      clock.set(new Date(start + DAY + index * 3 * HOUR));
      const { redirectUrl } = await funding.fund(organization, milestone.id, 'en');
      const reference = new URL(redirectUrl).pathname.split('/').pop() ?? '';
      await simulator.completeCheckout(reference, {
        method: 'CARD',
        cardScheme: 'mada',
        lastFour: '1010',
        outcome: 'PAID',
      });
      await funding.applyCheckout(reference);
      if (demo.until === 'HELD') continue;
      clock.set(new Date(start + 3 * DAY + index * 3 * HOUR));
      if (demo.until === 'DISPUTED') {
        await milestones.act(organization, milestone.id, 'dispute', {
          reason: 'The extra day was not agreed in writing.',
        });
        continue;
      }
      await milestones.act(talent, milestone.id, 'deliver');
      if (demo.until === 'DELIVERED') continue;
      clock.set(new Date(start + 4 * DAY + index * 3 * HOUR));
      await milestones.act(organization, milestone.id, 'release');
    }
  } finally {
    payments.stop();
  }
}
