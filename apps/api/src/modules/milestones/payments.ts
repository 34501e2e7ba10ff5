import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Env } from '../../env';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events/event-bus';
import type { Notifier } from '../notifications/notifier';
import { providerFromEnv, type SimulatorTuning } from '../../lib/payments/provider-from-env';
import { loadOrCreateSecret } from '../../lib/secrets';
import { createFundingService } from './milestone-funding.service';
import { createMilestonesService } from './milestones.service';
import { createPayoutsService } from '../payouts/payouts.service';
import { createPaymentRefunds } from './payment-refunds';
import { createPaymentsScheduler } from './payments-scheduler';
import { createEventHandler } from './provider-callbacks.routes';

/** Milestones, the provider that funds them, its events and the scheduler, built once per app. */
export async function createPayments(deps: {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  env: Env;
  events: EventBus;
  notifier: Notifier;
  tuning?: SimulatorTuning | undefined;
}) {
  const { db, clock, logger, env, events, notifier } = deps;
  const { feePercent, autoReleaseMs, releaseReminderMs, seller, providerTimeoutMs } = env.payments;
  // The simulator is made before the handler its webhooks go to, which needs the provider.
  const eventHandler: { handle?: ReturnType<typeof createEventHandler> } = {};
  const chosen = providerFromEnv(env, {
    db,
    clock,
    logger,
    simulatorSecret: (await loadOrCreateSecret(db, 'payments-simulator-webhook')).toString('hex'),
    // The simulator's webhooks take the path a provider's would, through the app's handler.
    deliver: async (rawBody, headers) => {
      if (eventHandler.handle === undefined) throw new Error('the payments event handler is not ready');
      if ((await eventHandler.handle(rawBody, headers)) === 'forged')
        throw new Error('the app refused a simulator event');
    },
    tuning: deps.tuning,
  });
  const { provider } = chosen;
  const milestones = createMilestonesService({
    db,
    clock,
    events,
    feePercent,
    autoReleaseMs,
    seller,
    notifier,
  });
  const refunds = createPaymentRefunds({ db, clock, provider, logger, providerTimeoutMs });
  const funding = createFundingService({
    db,
    clock,
    provider,
    publicUrl: env.publicUrl,
    milestones,
    logger,
    seller,
    refunds,
  });
  const payouts = createPayoutsService({ db, clock, provider, logger, notifier });
  const handleEvent = createEventHandler(provider, funding, payouts, logger);
  eventHandler.handle = handleEvent;
  const scheduler = createPaymentsScheduler({
    db,
    clock,
    logger,
    milestones,
    funding,
    refunds,
    payouts,
    notifier,
    autoReleaseMs,
    releaseReminderMs,
  });
  return {
    db,
    provider,
    simulator: chosen.kind === 'simulator' ? chosen.provider : null,
    milestones,
    funding,
    refunds,
    payouts,
    handleEvent,
    scheduler,
    stop: () => {
      scheduler.stop();
      if (chosen.kind === 'simulator') chosen.provider.stop();
    },
  };
}

export type Payments = Awaited<ReturnType<typeof createPayments>>;
