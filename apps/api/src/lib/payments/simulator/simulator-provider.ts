import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import type { Clock } from '../../clock';
import {
  ProviderRefusedError,
  type CardScheme,
  type CheckoutState,
  type PaymentProvider,
  type PayoutState,
} from '../payment-provider';
import { FAILURE_TEXT, payoutFails, type CardOutcome } from './simulator-cards';
import { SIMULATOR_TEXTS, simulatorText, type SimulatorLanguage } from './simulator-texts';
import {
  createWebhookDelivery,
  readWebhookEvent,
  webhookBody,
  type DeliverWebhook,
} from './simulator-webhooks';
import {
  findCheckout,
  findCheckoutByPayment,
  findPayout,
  finishCheckout,
  insertCheckoutOnce,
  insertPayoutOnce,
  refundOnce,
  settlePayout,
  type SimulatorCheckoutRow,
  type SimulatorPayoutRow,
} from './simulator.repo';

export interface SimulatorOptions {
  readonly db: Db;
  readonly clock: Clock;
  readonly logger: FastifyBaseLogger;
  /** This server's public origin: the payment pages are at `<publicUrl>/simulator/...`. */
  readonly publicUrl: string;
  /** The secret_token every webhook carries, as Moyasar's do; also seals the pages' steps. */
  readonly webhookSecret: string;
  /** Hands a webhook to the app (its route, or a direct call). */
  readonly deliver: DeliverWebhook;
  /** In [0, 1): decides webhook delays and duplicates. Default Math.random. */
  readonly random?: () => number;
  /** A webhook waits up to this long before it is delivered. Default 3000. */
  readonly maxDelayMs?: number;
  /** The share of webhooks delivered a second time, later. Default 0.2. */
  readonly duplicateRate?: number;
  /** A payout settles this long after it starts. Default 5000. */
  readonly payoutSettleMs?: number;
  /** Attempts of a webhook the app does not take before it is given up. Default 5. */
  readonly deliveryAttempts?: number;
  /** The wait before a webhook's first retry, doubled for each next. Default 1000. */
  readonly retryDelayMs?: number;
}

/** How the payer paid on the simulator's pages, and what it leads to. */
export interface PaymentAttempt {
  readonly method: 'CARD' | 'STC_PAY';
  readonly cardScheme: CardScheme | null;
  readonly lastFour: string | null;
  readonly outcome: CardOutcome;
}

export interface SimulatorProvider extends PaymentProvider {
  readonly name: 'simulator';
  /** Cancels pending webhooks and payout settlements. */
  stop(): void;
  /** The simulator's time, for its pages' checks. */
  now(): Date;
  /** A checkout as its pages show it; null when there is none. */
  findCheckout(reference: string): Promise<SimulatorCheckoutRow | null>;
  /**
   * Ends a PENDING checkout as the attempt leads to, and sends its webhook; the row as it stands
   * after (ended before by another click, it is left as it was). Null for an unknown reference.
   */
  completeCheckout(reference: string, attempt: PaymentAttempt): Promise<SimulatorCheckoutRow | null>;
  /** Where the payer goes back to: the checkout's returnUrl with Moyasar's `id`, `status`, `message`. */
  returnAddress(checkout: SimulatorCheckoutRow): string;
  /** Seals a step of the pages (what the 3-D Secure or OTP form carries) to its checkout. */
  sealStep(reference: string, step: Readonly<Record<string, string | null>>): string;
  /** A sealed step, when its seal is good for this checkout; null otherwise. */
  openStep(reference: string, sealed: string): Readonly<Record<string, unknown>> | null;
}

export const SIMULATOR_DEFAULTS = {
  maxDelayMs: 3000,
  duplicateRate: 0.2,
  payoutSettleMs: 5000,
  deliveryAttempts: 5,
  retryDelayMs: 1000,
} as const;

const MIN_AMOUNT = 100;

const languageOf = (row: { language: string }): SimulatorLanguage => (row.language === 'ar' ? 'ar' : 'en');

function checkoutStateOf(row: SimulatorCheckoutRow): CheckoutState {
  return {
    reference: row.id,
    status: row.status === 'PAID' || row.status === 'FAILED' ? row.status : 'PENDING',
    amount: row.amount,
    currency: 'SAR',
    paymentId: row.paymentId,
    method: row.method === 'CARD' || row.method === 'STC_PAY' ? row.method : null,
    cardScheme: (row.cardScheme as CardScheme | null) ?? null,
    lastFour: row.lastFour,
    failureMessage: row.failureMessage,
  };
}

function payoutStateOf(row: SimulatorPayoutRow): PayoutState {
  return {
    reference: row.id,
    status: row.status === 'PAID' || row.status === 'FAILED' ? row.status : 'PENDING',
    failureMessage: row.failureMessage,
  };
}

/** A payout has no language of its own: its refusal is written in both. */
const PAYOUT_REFUSED = `${SIMULATOR_TEXTS.bankRefusedTransfer.en} / ${SIMULATOR_TEXTS.bankRefusedTransfer.ar}`;

function positiveAmount(amount: number, minimum: number): void {
  if (!Number.isSafeInteger(amount) || amount < minimum)
    throw new ProviderRefusedError(`amount must be an integer of at least ${String(minimum)} halalas`, 400);
}

/**
 * The built-in payment provider (DESIGN §9): the default when no Moyasar keys are set. It keeps
 * its checkouts, refunds and payouts in its own tables, shows its payment pages
 * (simulator-pages.ts), and sends Moyasar-shaped webhooks late and sometimes twice.
 */
export function createSimulatorProvider(options: SimulatorOptions): SimulatorProvider {
  const { db, clock, logger } = options;
  if (options.webhookSecret === '') throw new Error('the payment simulator needs a webhook secret');
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const random = options.random ?? Math.random;
  const payoutSettleMs = options.payoutSettleMs ?? SIMULATOR_DEFAULTS.payoutSettleMs;
  const stepKey = createHmac('sha256', options.webhookSecret).update('simulator-page-steps').digest();
  const webhooks = createWebhookDelivery({
    deliver: options.deliver,
    logger,
    random,
    maxDelayMs: options.maxDelayMs ?? SIMULATOR_DEFAULTS.maxDelayMs,
    duplicateRate: options.duplicateRate ?? SIMULATOR_DEFAULTS.duplicateRate,
    attempts: options.deliveryAttempts ?? SIMULATOR_DEFAULTS.deliveryAttempts,
    retryDelayMs: options.retryDelayMs ?? SIMULATOR_DEFAULTS.retryDelayMs,
  });
  const settleTimers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const sendCheckoutEvent = (row: SimulatorCheckoutRow): void => {
    const paid = row.status === 'PAID';
    const message = paid ? simulatorText(languageOf(row), 'approved') : row.failureMessage;
    webhooks.send(
      webhookBody(
        paid ? 'payment_paid' : 'payment_failed',
        options.webhookSecret,
        {
          id: row.id,
          status: paid ? 'paid' : 'failed',
          amount: row.amount,
          currency: 'SAR',
          description: row.description,
          payment_id: row.paymentId,
          source: {
            type: row.method === 'STC_PAY' ? 'stcpay' : 'creditcard',
            company: row.cardScheme,
            number: row.lastFour === null ? null : `XXXX-XXXX-XXXX-${row.lastFour}`,
            message,
          },
          metadata: { checkout_id: row.checkoutId },
        },
        clock.now(),
      ),
    );
  };

  const sendPayoutEvent = (row: SimulatorPayoutRow): void => {
    const paid = row.status === 'PAID';
    webhooks.send(
      webhookBody(
        paid ? 'payout_paid' : 'payout_failed',
        options.webhookSecret,
        {
          id: row.id,
          status: paid ? 'paid' : 'failed',
          amount: row.amount,
          currency: 'SAR',
          failure_reason: row.failureMessage,
          metadata: { payout_id: row.payoutId },
        },
        clock.now(),
      ),
    );
  };

  /** Settles the payout when it is due, sending its event once; the row as it stands. */
  const settleIfDue = async (row: SimulatorPayoutRow): Promise<SimulatorPayoutRow> => {
    const now = clock.now();
    if (row.status !== 'PENDING' || row.settlesAt.getTime() > now.getTime()) return row;
    const fails = payoutFails(row);
    const settled = await settlePayout(
      db,
      row.id,
      { status: fails ? 'FAILED' : 'PAID', failureMessage: fails ? PAYOUT_REFUSED : null },
      now,
    );
    if (settled !== null) {
      sendPayoutEvent(settled);
      return settled;
    }
    return (await findPayout(db, row.id)) ?? row;
  };

  const settleLater = (id: string): void => {
    if (stopped) return;
    const timer = setTimeout(() => {
      settleTimers.delete(timer);
      findPayout(db, id)
        .then((row) => (row === null ? null : settleIfDue(row)))
        .catch((error: unknown) => {
          logger.error({ err: error, payout: id }, 'the payment simulator could not settle a payout');
        });
    }, payoutSettleMs);
    timer.unref();
    settleTimers.add(timer);
  };

  const mac = (reference: string, payload: string): Buffer =>
    createHmac('sha256', stepKey).update(`${reference}.${payload}`).digest();

  return {
    name: 'simulator',

    startCheckout: async (request) => {
      positiveAmount(request.amount, MIN_AMOUNT);
      let returnUrl: URL;
      try {
        returnUrl = new URL(request.returnUrl, publicUrl);
      } catch {
        throw new ProviderRefusedError('callback_url is not a valid URL', 400);
      }
      if (returnUrl.protocol !== 'http:' && returnUrl.protocol !== 'https:')
        throw new ProviderRefusedError('callback_url is not a valid URL', 400);
      const row = await insertCheckoutOnce(db, {
        id: randomUUID(),
        checkoutId: request.checkoutId,
        amount: request.amount,
        description: request.description,
        returnUrl: returnUrl.href,
        language: request.language,
        now: clock.now(),
      });
      return { reference: row.id, redirectUrl: `${publicUrl}/simulator/checkouts/${row.id}` };
    },

    checkoutState: async (reference) => {
      const row = await findCheckout(db, reference);
      if (row === null) throw new ProviderRefusedError('Object not found', 404);
      return checkoutStateOf(row);
    },

    referenceOfReturn: (query) => {
      const id = query.id;
      return id === undefined || id === '' ? null : id;
    },

    refund: async (request) => {
      positiveAmount(request.amount, 1);
      const checkout = await findCheckoutByPayment(db, request.paymentId);
      if (checkout === null) throw new ProviderRefusedError('Object not found', 404);
      const result = await refundOnce(db, {
        refundId: request.refundId,
        checkoutId: checkout.id,
        amount: request.amount,
        now: clock.now(),
      });
      if (result === 'exceeds')
        throw new ProviderRefusedError('amount exceeds what is left of the payment to refund', 400);
    },

    startPayout: async (request) => {
      positiveAmount(request.amount, 1);
      if (!/^SA\d{22}$/.test(request.iban)) throw new ProviderRefusedError('iban is not a Saudi IBAN', 400);
      if (request.holderName.trim() === '') throw new ProviderRefusedError('holder name is required', 400);
      const now = clock.now();
      const { row, created } = await insertPayoutOnce(db, {
        id: randomUUID(),
        payoutId: request.payoutId,
        amount: request.amount,
        iban: request.iban,
        holderName: request.holderName,
        settlesAt: new Date(now.getTime() + payoutSettleMs),
        now,
      });
      if (created) settleLater(row.id);
      return { reference: row.id };
    },

    payoutState: async (reference) => {
      const row = await findPayout(db, reference);
      if (row === null) throw new ProviderRefusedError('Object not found', 404);
      return payoutStateOf(await settleIfDue(row));
    },

    readEvent: (rawBody) => readWebhookEvent(rawBody, options.webhookSecret),

    stop: () => {
      stopped = true;
      webhooks.stop();
      for (const timer of settleTimers) clearTimeout(timer);
      settleTimers.clear();
    },

    now: () => clock.now(),

    findCheckout: (reference) => findCheckout(db, reference),

    completeCheckout: async (reference, attempt) => {
      const checkout = await findCheckout(db, reference);
      if (checkout === null) return null;
      if (checkout.status !== 'PENDING') return checkout;
      const paid = attempt.outcome === 'PAID';
      const finished = await finishCheckout(
        db,
        reference,
        {
          status: paid ? 'PAID' : 'FAILED',
          // As the interface has it: a payment id names money paid, which a refund can name.
          paymentId: paid ? randomUUID() : null,
          method: attempt.method,
          cardScheme: attempt.cardScheme,
          lastFour: attempt.lastFour,
          failureMessage:
            attempt.outcome === 'PAID'
              ? null
              : simulatorText(languageOf(checkout), FAILURE_TEXT[attempt.outcome]),
        },
        clock.now(),
      );
      if (finished === null) return findCheckout(db, reference);
      sendCheckoutEvent(finished);
      return finished;
    },

    returnAddress: (checkout) => {
      const url = new URL(checkout.returnUrl);
      url.searchParams.set('id', checkout.id);
      url.searchParams.set('status', checkout.status.toLowerCase());
      const message =
        checkout.status === 'PAID'
          ? simulatorText(languageOf(checkout), 'approved')
          : checkout.failureMessage;
      if (message !== null) url.searchParams.set('message', message);
      return url.href;
    },

    sealStep: (reference, step) => {
      const payload = Buffer.from(JSON.stringify(step), 'utf8').toString('base64url');
      return `${payload}.${mac(reference, payload).toString('base64url')}`;
    },

    openStep: (reference, sealed) => {
      const [payload, seal, extra] = sealed.split('.');
      if (payload === undefined || seal === undefined || extra !== undefined) return null;
      const given = Buffer.from(seal, 'base64url');
      const expected = mac(reference, payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const step: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        return typeof step === 'object' && step !== null && !Array.isArray(step)
          ? (step as Record<string, unknown>)
          : null;
      } catch {
        return null;
      }
    },
  };
}
