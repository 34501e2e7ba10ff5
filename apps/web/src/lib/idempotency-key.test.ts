import { describe, expect, it } from 'vitest';
import { CREATE_ATTEMPTS, newIdempotencyKey, retryDelayMs } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('makes a new 32-character hex key each time', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('retryDelayMs', () => {
  it('sends again when no answer came, backing off, up to the last attempt', () => {
    expect(retryDelayMs(0, null, 1)).toBe(500);
    expect(retryDelayMs(0, null, 2)).toBe(1000);
    expect(retryDelayMs(0, null, CREATE_ATTEMPTS)).toBeNull();
  });

  it('waits as told while the first attempt still runs on the server', () => {
    expect(retryDelayMs(409, '1', 1)).toBe(1000);
    expect(retryDelayMs(409, '3', 2)).toBe(3000);
  });

  it('does not send again after an answer: a conflict without Retry-After, or any other status', () => {
    expect(retryDelayMs(409, null, 1)).toBeNull();
    expect(retryDelayMs(429, '5', 1)).toBeNull();
    expect(retryDelayMs(503, '5', 1)).toBeNull();
    expect(retryDelayMs(201, null, 1)).toBeNull();
  });
});
