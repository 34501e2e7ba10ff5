import type { Operator, OperatorSession } from '@casting/contract';
import { useSyncExternalStore } from 'react';

/**
 * The operator's session (issue 35, ADR 030), kept apart from the signed-in person's: an operator
 * is not a user, and its token works on `/operator` calls only. It is kept in this browser until
 * it expires (12 hours after sign-in), the operator signs out, or the server refuses it.
 */
const STORAGE_KEY = 'nujoom.operator-session';

export interface StoredOperatorSession {
  readonly token: string;
  readonly operator: Operator;
  readonly expiresAt: string;
}

/** Why the console is signed out: never signed in here, signed out, or the server ended the session. */
export type SignedOutReason = 'none' | 'signedOut' | 'ended';

export interface OperatorSessionState {
  readonly session: StoredOperatorSession | null;
  readonly reason: SignedOutReason;
}

function isStored(value: unknown): value is StoredOperatorSession {
  if (typeof value !== 'object' || value === null) return false;
  const { token, operator, expiresAt } = value as Record<string, unknown>;
  return (
    typeof token === 'string' &&
    typeof expiresAt === 'string' &&
    typeof operator === 'object' &&
    operator !== null &&
    typeof (operator as Record<string, unknown>).email === 'string'
  );
}

/** Whether the session's 12 hours have passed at `now`. */
export function hasExpired(session: StoredOperatorSession, now: number = Date.now()): boolean {
  const end = Date.parse(session.expiresAt);
  return !Number.isFinite(end) || end <= now;
}

function readStored(): StoredOperatorSession | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return isStored(parsed) && !hasExpired(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function writeStored(session: StoredOperatorSession | null): void {
  try {
    if (session === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage refused: the session lives in memory for this page only.
  }
}

let state: OperatorSessionState | null = null;
const listeners = new Set<() => void>();

/** The session and, without one, why: what the console's screens read. */
export function operatorSessionState(): OperatorSessionState {
  state ??= { session: readStored(), reason: 'none' };
  return state;
}

function publish(next: OperatorSessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    const session = readStored();
    publish({ session, reason: session === null ? 'signedOut' : 'none' });
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getOperatorSession(): StoredOperatorSession | null {
  const { session } = operatorSessionState();
  if (session !== null && hasExpired(session)) {
    endOperatorSession('ended');
    return null;
  }
  return session;
}

export function startOperatorSession(signedIn: OperatorSession): void {
  const session = { token: signedIn.token, operator: signedIn.operator, expiresAt: signedIn.expiresAt };
  writeStored(session);
  publish({ session, reason: 'none' });
}

/** Forgets the session: signed out here, or ended by the server (expired, signed out elsewhere). */
export function endOperatorSession(reason: Exclude<SignedOutReason, 'none'>): void {
  writeStored(null);
  publish({ session: null, reason });
}

const NO_SESSION: OperatorSessionState = { session: null, reason: 'none' };

export function useOperatorSession(): OperatorSessionState {
  return useSyncExternalStore(subscribe, operatorSessionState, () => NO_SESSION);
}
