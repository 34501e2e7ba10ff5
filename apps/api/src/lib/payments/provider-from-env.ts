import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Env } from '../../env';
import type { Clock } from '../clock';
import { createMoyasarProvider } from './moyasar/moyasar-provider';
import type { PaymentProvider } from './payment-provider';
import {
  createSimulatorProvider,
  type SimulatorOptions,
  type SimulatorProvider,
} from './simulator/simulator-provider';

/** How the simulator's webhooks behave; tests make them deterministic. */
export type SimulatorTuning = Pick<
  SimulatorOptions,
  'random' | 'maxDelayMs' | 'duplicateRate' | 'payoutSettleMs' | 'deliveryAttempts' | 'retryDelayMs'
>;

export type ChosenProvider =
  | { readonly kind: 'moyasar'; readonly provider: PaymentProvider }
  | { readonly kind: 'simulator'; readonly provider: SimulatorProvider };

/**
 * The one place that picks the payment provider (DESIGN §9): Moyasar when its keys are set,
 * else the built-in simulator, whose webhooks are handed straight to the app's event handler.
 */
export function providerFromEnv(
  env: Env,
  deps: {
    db: Db;
    clock: Clock;
    logger: FastifyBaseLogger;
    simulatorSecret: string;
    deliver: SimulatorOptions['deliver'];
    tuning?: SimulatorTuning | undefined;
  },
): ChosenProvider {
  const { moyasar, providerTimeoutMs } = env.payments;
  if (moyasar !== undefined) {
    return { kind: 'moyasar', provider: createMoyasarProvider(moyasar, { timeoutMs: providerTimeoutMs }) };
  }
  return {
    kind: 'simulator',
    provider: createSimulatorProvider({
      db: deps.db,
      clock: deps.clock,
      logger: deps.logger,
      publicUrl: env.publicUrl,
      webhookSecret: deps.simulatorSecret,
      deliver: deps.deliver,
      ...deps.tuning,
    }),
  };
}
