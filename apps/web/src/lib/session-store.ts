import { TIMINGS, WEB_COOKIES, type UserStatus } from '@casting/contract';
import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS, readLocal, removeLocal, writeLocal } from './local-data';
import { activeServerRender } from './server-render';

const TOKEN_COOKIE = WEB_COOKIES.token;
const SECONDS_PER_DAY = 24 * 60 * 60;

export interface Session {
  readonly token: string | null;
  readonly user: UserStatus | null;
}

function cookieAttributes(maxAgeSeconds: number): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`;
}

/** A cookie value that does not decode (written by another page of the domain) holds no session. */
function decodedOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function readTokenCookie(): string | null {
  const prefix = `${TOKEN_COOKIE}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      const value = decodedOrNull(entry.slice(prefix.length));
      return value === '' ? null : value;
    }
  }
  return null;
}

function writeTokenCookie(token: string): void {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}${cookieAttributes(TIMINGS.tokenCookieDays * SECONDS_PER_DAY)}`;
}

function deleteTokenCookie(): void {
  document.cookie = `${TOKEN_COOKIE}=${cookieAttributes(0)}`;
}

/** The stored status, checked against the contract; the schema loads only when one is stored. */
async function readStoredUser(): Promise<UserStatus | null> {
  const raw = readLocal(LOCAL_KEYS.userStatus);
  if (raw === null) return null;
  try {
    const { UserStatusSchema } = await import('./user-status-schema');
    const parsed = UserStatusSchema.safeParse(JSON.parse(raw) as unknown);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function loadSession(): Promise<Session> {
  const token = readTokenCookie();
  if (token === null) {
    // A fresh sign-up has a user status but no token until its code is verified; it must survive
    // a reload of /verifying-page. Any other status without a token belongs to an expired session.
    const user = await readStoredUser();
    if (user !== null && user.verifiedEmail === null) return { token: null, user };
    removeLocal(LOCAL_KEYS.userStatus);
    return { token: null, user: null };
  }
  return { token, user: await readStoredUser() };
}

let current: Session = { token: null, user: null };

/**
 * Reads the stored session; the app renders once it is restored. `fresh` is the user status the
 * server asked for with this session's token as it rendered the page (ADR 021): stored, not read.
 */
export async function restoreSession(fresh?: UserStatus): Promise<void> {
  const token = readTokenCookie();
  if (token !== null && fresh !== undefined) {
    writeLocal(LOCAL_KEYS.userStatus, JSON.stringify(fresh));
    current = { token, user: fresh };
    return;
  }
  current = await loadSession();
}
const listeners = new Set<() => void>();

function publish(next: Session): void {
  current = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return activeServerRender()?.session ?? current;
}

/** Signing in: the token for seven days and the user status. */
export function setSession(token: string, user: UserStatus): void {
  writeTokenCookie(token);
  writeLocal(LOCAL_KEYS.userStatus, JSON.stringify(user));
  publish({ token, user });
}

/**
 * A fresher user status for the same session (after onboarding, an e-mail change, a refresh). The
 * same status again changes nothing: a new session would re-render every page that reads it, in
 * one blocking task, as each page load's refresh used to.
 */
export function updateUser(user: UserStatus): void {
  const stored = JSON.stringify(user);
  if (current.user !== null && JSON.stringify(current.user) === stored) return;
  writeLocal(LOCAL_KEYS.userStatus, stored);
  publish({ ...current, user });
}

export function clearSession(): void {
  deleteTokenCookie();
  removeLocal(LOCAL_KEYS.userStatus);
  if (current.token !== null || current.user !== null) publish({ token: null, user: null });
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The session is the same for the markup and for the app that hydrates it: on the server, nobody
 * for a prerendered public page and the session's user for a signed-in page (ADR 021); in the
 * browser, the session restored before hydrating, which `main.tsx` checks is the markup's.
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function isLoggedIn(session: Session): boolean {
  return session.token !== null;
}

/**
 * Protected routes need both a token and finished onboarding (spec §2), and an account not waiting
 * to be deleted (issue 36), whose session can only restore it.
 */
export function hasFullAccess(session: Session): boolean {
  const user = session.user;
  // A status stored before deletion existed has none.
  return session.token !== null && user?.onboardingCompleted === true && (user.deletion ?? null) === null;
}
