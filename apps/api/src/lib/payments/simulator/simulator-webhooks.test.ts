import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createWebhookDelivery,
  readWebhookEvent,
  webhookBody,
  type WebhookDelivery,
} from './simulator-webhooks';

const SECRET = 'whsec_simulator_test_secret';
const NOW = new Date('2026-05-15T10:00:00Z');

/** Hands out the given numbers in turn, as Math.random would. */
function sequence(...values: number[]): () => number {
  let index = 0;
  return () => {
    const value = values[index];
    index += 1;
    if (value === undefined) throw new Error('the test gave too few random numbers');
    return value;
  };
}

describe('reading a webhook', () => {
  const body = webhookBody('payment_paid', SECRET, { id: 'c0ffee00-0000-4000-8000-000000000001' }, NOW);

  it('reads the event of a webhook with the secret', () => {
    const parsed = JSON.parse(body) as { id: string; type: string; secret_token: string };
    expect(parsed).toMatchObject({
      type: 'payment_paid',
      secret_token: SECRET,
      data: { id: expect.any(String) },
    });
    expect(readWebhookEvent(body, SECRET)).toEqual({
      id: parsed.id,
      about: 'checkout',
      reference: 'c0ffee00-0000-4000-8000-000000000001',
    });
    const payout = webhookBody('payout_failed', SECRET, { id: 'p-1' }, NOW);
    expect(readWebhookEvent(payout, SECRET)).toMatchObject({ about: 'payout', reference: 'p-1' });
  });

  it('refuses a forged secret, of any length', () => {
    expect(readWebhookEvent(body.replace(SECRET, 'whsec_simulator_test_secreT'), SECRET)).toBeNull();
    expect(readWebhookEvent(body.replace(SECRET, 'short'), SECRET)).toBeNull();
    expect(readWebhookEvent(body.replace(SECRET, ''), SECRET)).toBeNull();
    expect(readWebhookEvent(body.replace(SECRET, `${SECRET}x`), SECRET)).toBeNull();
    expect(readWebhookEvent(body, '')).toBeNull();
  });

  it.each([
    ['not JSON', '{"id":'],
    ['an array', '[]'],
    ['null', 'null'],
    ['no secret', JSON.stringify({ id: 'e1', type: 'payment_paid', data: { id: 'c1' } })],
    [
      'a secret that is a number',
      JSON.stringify({ id: 'e1', type: 'payment_paid', secret_token: 7, data: { id: 'c1' } }),
    ],
    ['no event id', JSON.stringify({ type: 'payment_paid', secret_token: SECRET, data: { id: 'c1' } })],
    [
      'an unknown type',
      JSON.stringify({ id: 'e1', type: 'payment_voided', secret_token: SECRET, data: { id: 'c1' } }),
    ],
    ['no data', JSON.stringify({ id: 'e1', type: 'payment_paid', secret_token: SECRET })],
    [
      'an object id',
      JSON.stringify({ id: 'e1', type: 'payment_paid', secret_token: SECRET, data: { id: {} } }),
    ],
    [
      'an odd id',
      JSON.stringify({ id: 'e 1;', type: 'payment_paid', secret_token: SECRET, data: { id: 'c1' } }),
    ],
  ])('refuses %s', (_name, raw) => {
    expect(readWebhookEvent(raw, SECRET)).toBeNull();
  });
});

describe('delivering webhooks', () => {
  let delivery: WebhookDelivery | null = null;

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    delivery?.stop();
    delivery = null;
    vi.useRealTimers();
  });

  function deliveries(options: {
    random: () => number;
    deliver?: (body: string) => Promise<void>;
    duplicateRate?: number;
  }): {
    delivery: WebhookDelivery;
    received: { body: string; at: number; headers: Record<string, string> }[];
    logs: string[];
  } {
    const received: { body: string; at: number; headers: Record<string, string> }[] = [];
    const logs: string[] = [];
    const logger = pino(
      { level: 'warn' },
      {
        write: (line: string) => {
          logs.push(line);
        },
      },
    );
    const start = Date.now();
    delivery = createWebhookDelivery({
      deliver: async (body, headers) => {
        received.push({ body, at: Date.now() - start, headers });
        await options.deliver?.(body);
      },
      logger,
      random: options.random,
      maxDelayMs: 3000,
      duplicateRate: options.duplicateRate ?? 0.2,
      attempts: 3,
      retryDelayMs: 1000,
    });
    return { delivery, received, logs };
  }

  it('delivers once, late, when the draw says no duplicate', async () => {
    // Delay 0.5 × 3001 → 1500 ms; 0.9 ≥ 0.2: no second delivery.
    const { delivery: d, received } = deliveries({ random: sequence(0.5, 0.9) });
    d.send('{"a":1}');
    await vi.advanceTimersByTimeAsync(1499);
    expect(received).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(received.map((r) => r.body)).toEqual(['{"a":1}']);
    expect(received[0]?.headers['content-type']).toBe('application/json');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(received).toHaveLength(1);
    expect(d.pending()).toBe(0);
  });

  it('delivers the same body twice, the second later, when the draw says duplicate', async () => {
    // First at 0 ms; 0.1 < 0.2: a duplicate 0.99 × 3001 → 2970 ms later.
    const { delivery: d, received } = deliveries({ random: sequence(0, 0.1, 0.99) });
    d.send('{"b":2}');
    await vi.advanceTimersByTimeAsync(0);
    expect(received.map((r) => r.at)).toEqual([0]);
    await vi.advanceTimersByTimeAsync(2970);
    expect(received.map((r) => [r.body, r.at])).toEqual([
      ['{"b":2}', 0],
      ['{"b":2}', 2970],
    ]);
  });

  it('retries a delivery the app refuses, with back-off, then gives it up in the log', async () => {
    const {
      delivery: d,
      received,
      logs,
    } = deliveries({
      random: sequence(0, 0.9),
      deliver: () => Promise.reject(new Error('503 from the app')),
    });
    expect(() => {
      d.send('{"c":3}');
    }).not.toThrow();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(received.map((r) => r.at)).toEqual([0, 1000, 3000]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(received).toHaveLength(3);
    expect(logs.filter((line) => line.includes('retrying'))).toHaveLength(2);
    expect(logs.filter((line) => line.includes('gave up'))).toHaveLength(1);
  });

  it('delivers after a refusal once the app takes it', async () => {
    let refusals = 1;
    const { delivery: d, received } = deliveries({
      random: sequence(0, 0.9),
      deliver: () => (refusals-- > 0 ? Promise.reject(new Error('down')) : Promise.resolve()),
    });
    d.send('{"d":4}');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(received.map((r) => r.at)).toEqual([0, 1000]);
  });

  it('cancels what is pending when stopped, and sends nothing after', async () => {
    const { delivery: d, received } = deliveries({ random: sequence(0.5, 0.1, 0.5, 0.5, 0.9) });
    d.send('{"e":5}');
    expect(d.pending()).toBe(2);
    d.stop();
    expect(d.pending()).toBe(0);
    d.send('{"f":6}');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(received).toEqual([]);
  });
});
