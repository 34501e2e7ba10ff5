import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ProviderEvent } from '../payment-provider';

/** Hands a webhook to the app: its raw body and headers, as an HTTP POST would carry them. */
export type DeliverWebhook = (rawBody: string, headers: Record<string, string>) => Promise<void>;

export type SimulatorEventType = 'payment_paid' | 'payment_failed' | 'payout_paid' | 'payout_failed';

const EVENT_TYPES: ReadonlySet<string> = new Set<SimulatorEventType>([
  'payment_paid',
  'payment_failed',
  'payout_paid',
  'payout_failed',
]);

/** A webhook's body, shaped as Moyasar's: the event, its secret, and the object it is about. */
export function webhookBody(
  type: SimulatorEventType,
  secret: string,
  data: { readonly id: string } & Readonly<Record<string, unknown>>,
  now: Date,
): string {
  return JSON.stringify({
    id: randomUUID(),
    type,
    created_at: now.toISOString(),
    secret_token: secret,
    account_name: 'Simulator',
    live: false,
    data,
  });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is string => typeof value === 'string' && /^[\w-]{1,100}$/.test(value);

/**
 * The event a webhook names, when its secret_token is the webhook secret (compared in constant
 * time); null for anything forged, malformed or of a type the app does not follow.
 */
export function readWebhookEvent(rawBody: string, secret: string): ProviderEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!isRecord(body) || typeof body.secret_token !== 'string') return null;
  if (secret === '' || !sameSecret(body.secret_token, secret)) return null;
  const { id, type, data } = body;
  if (!isId(id) || typeof type !== 'string' || !EVENT_TYPES.has(type)) return null;
  if (!isRecord(data) || !isId(data.id)) return null;
  return { id, about: type.startsWith('payout_') ? 'payout' : 'checkout', reference: data.id };
}

export interface WebhookDeliveryOptions {
  readonly deliver: DeliverWebhook;
  readonly logger: FastifyBaseLogger;
  /** In [0, 1): decides the delays and the duplicates. */
  readonly random: () => number;
  /** Each delivery waits a delay in [0, maxDelayMs]. */
  readonly maxDelayMs: number;
  /** The share of events delivered a second time, later. */
  readonly duplicateRate: number;
  /** Attempts of one delivery before it is given up (logged). */
  readonly attempts: number;
  /** The wait before the first retry; doubled for each next. */
  readonly retryDelayMs: number;
}

export interface WebhookDelivery {
  /** Delivers the body at least once, later; never throws. */
  send(rawBody: string): void;
  /** Deliveries and retries waiting for their time. */
  pending(): number;
  /** Cancels every delivery not yet made; later sends are dropped. */
  stop(): void;
}

const HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/json',
  'user-agent': 'casting-payment-simulator',
};

/**
 * Webhooks as a provider sends them: late, sometimes twice, retried with back-off when the app
 * does not take them. The timers never keep the process alive.
 */
export function createWebhookDelivery(options: WebhookDeliveryOptions): WebhookDelivery {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const later = (ms: number, work: () => void): void => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const attempt = (rawBody: string, index: number): void => {
    Promise.resolve()
      .then(() => options.deliver(rawBody, { ...HEADERS }))
      .catch((error: unknown) => {
        const last = index + 1 >= options.attempts;
        if (last) {
          options.logger.error(
            { err: error, attempts: index + 1 },
            'the payment simulator gave up a webhook',
          );
          return;
        }
        const wait = options.retryDelayMs * 2 ** index;
        options.logger.warn(
          { err: error, retryInMs: wait },
          'a payment simulator webhook was not taken; retrying',
        );
        later(wait, () => {
          attempt(rawBody, index + 1);
        });
      });
  };

  const delay = (): number => Math.floor(options.random() * (options.maxDelayMs + 1));

  return {
    send: (rawBody) => {
      const first = delay();
      later(first, () => {
        attempt(rawBody, 0);
      });
      if (options.random() < options.duplicateRate)
        later(first + delay(), () => {
          attempt(rawBody, 0);
        });
    },
    pending: () => timers.size,
    stop: () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
