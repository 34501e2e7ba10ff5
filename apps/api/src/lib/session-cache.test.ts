import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from './session-cache';

const alice: CachedSession = {
  userId: 'alice',
  role: 'INDIVIDUAL',
  sessionId: 's1',
  step: 'onboarded',
  language: 'en',
};
const bob: CachedSession = {
  userId: 'bob',
  role: 'ORGANIZATION',
  sessionId: 's2',
  step: 'verified',
  language: 'en',
};
const farFuture = new Date(10_000_000);

describe('SessionCache', () => {
  it('answers from memory until the time to live ends', () => {
    const cache = new SessionCache(1000, 10);
    cache.remember('a', alice, farFuture, 0, cache.currentGeneration());
    expect(cache.get('a', 999)).toEqual(alice);
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('never keeps a session past its own expiry', () => {
    const cache = new SessionCache(60_000, 10);
    cache.remember('a', alice, new Date(500), 0, cache.currentGeneration());
    expect(cache.get('a', 499)).toEqual(alice);
    expect(cache.get('a', 500)).toBeUndefined();
  });

  it('forgets every session of a revoked user and keeps the others', () => {
    const cache = new SessionCache(60_000, 10);
    cache.remember('a1', alice, farFuture, 0, cache.currentGeneration());
    cache.remember('a2', { ...alice, sessionId: 's3' }, farFuture, 0, cache.currentGeneration());
    cache.remember('b', bob, farFuture, 0, cache.currentGeneration());
    cache.forgetUser('alice');
    expect(cache.get('a1', 1)).toBeUndefined();
    expect(cache.get('a2', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toEqual(bob);
  });

  it('does not remember a read that a revocation overtook', () => {
    const cache = new SessionCache(60_000, 10);
    const generation = cache.currentGeneration();
    cache.forgetUser('alice');
    cache.remember('a', alice, farFuture, 0, generation);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new SessionCache(60_000, 2);
    cache.remember('a', alice, farFuture, 0, cache.currentGeneration());
    cache.remember('b', bob, farFuture, 0, cache.currentGeneration());
    cache.remember('c', { ...bob, sessionId: 's4' }, farFuture, 0, cache.currentGeneration());
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toEqual(bob);
  });
});
