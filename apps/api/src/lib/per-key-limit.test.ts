import { describe, expect, it } from 'vitest';
import { PerKeyLimit } from './per-key-limit';

describe('PerKeyLimit', () => {
  it('refuses a key its limit is reached for, and no other key', () => {
    const limit = new PerKeyLimit(2);
    expect(limit.tryStart('a')).not.toBeNull();
    expect(limit.tryStart('a')).not.toBeNull();
    expect(limit.tryStart('a')).toBeNull();
    expect(limit.tryStart('b')).not.toBeNull();
  });

  it('gives the room back when an operation ends, once however often it is ended', () => {
    const limit = new PerKeyLimit(1);
    const end = limit.tryStart('a');
    expect(limit.tryStart('a')).toBeNull();
    end?.();
    end?.();
    const next = limit.tryStart('a');
    expect(next).not.toBeNull();
    expect(limit.tryStart('a')).toBeNull();
  });
});
