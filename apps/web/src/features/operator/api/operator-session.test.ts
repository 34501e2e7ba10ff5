import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => {
      items.clear();
    },
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

const HOUR = 60 * 60 * 1000;
const signedIn = (expiresAt: string) => ({
  token: 't'.repeat(43),
  operator: { id: '5b1d0b2e-3c5f-4a8e-9b7d-2f6a1c0e9d41', email: 'operator@demo.nujoom.sa' },
  expiresAt,
});

describe("the operator's session", () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('window', {
      localStorage: memoryStorage(),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is kept apart from the user session, until it expires 12 hours after sign-in', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T08:00:00Z') });
    const store = await import('./operator-session');
    store.startOperatorSession(signedIn(new Date(Date.now() + 12 * HOUR).toISOString()));
    expect(window.localStorage.getItem('nujoom.operator-session')).toContain('operator@demo.nujoom.sa');
    expect(window.localStorage.getItem('nujoom_token')).toBeNull();
    expect(store.getOperatorSession()?.operator.email).toBe('operator@demo.nujoom.sa');

    vi.setSystemTime(new Date('2026-11-29T20:00:01Z'));
    expect(store.getOperatorSession()).toBeNull();
    expect(window.localStorage.getItem('nujoom.operator-session')).toBeNull();
  });

  it('comes back on the next page load while it lasts, and says why it ended once it has', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T08:00:00Z') });
    let store = await import('./operator-session');
    store.startOperatorSession(signedIn(new Date(Date.now() + HOUR).toISOString()));
    vi.resetModules();
    store = await import('./operator-session');
    expect(store.getOperatorSession()?.token).toBe('t'.repeat(43));

    store.endOperatorSession('ended');
    expect(store.getOperatorSession()).toBeNull();
    expect(store.operatorSessionState()).toEqual({ session: null, reason: 'ended' });
    store.startOperatorSession(signedIn(new Date(Date.now() + HOUR).toISOString()));
    expect(store.operatorSessionState().reason).toBe('none');
    store.endOperatorSession('signedOut');
    expect(store.operatorSessionState()).toEqual({ session: null, reason: 'signedOut' });
  });

  it('ignores what is stored when it is no session (another page of the domain, an old format)', async () => {
    window.localStorage.setItem('nujoom.operator-session', '{"token":1}');
    const store = await import('./operator-session');
    expect(store.getOperatorSession()).toBeNull();
    expect(store.hasExpired(signedIn('not a date'))).toBe(true);
  });
});
