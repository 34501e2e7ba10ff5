import { useSyncExternalStore } from 'react';
import { PREFERENCE_KEYS, readLocal, writeLocal } from './local-data';

/**
 * The welcome /profile shows once onboarding is done: 'pending' from the moment an account finishes
 * onboarding in this browser until the person dismisses it, then 'dismissed' for good (one entry per account id).
 */
type Welcomes = Partial<Record<string, 'pending' | 'dismissed'>>;

/**
 * Checked by hand rather than with a zod schema: /profile reads it on its first screen, and zod
 * (26 KB gzip) would load with the page for this alone.
 */
function isWelcomes(value: unknown): value is Welcomes {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((state) => state === 'pending' || state === 'dismissed')
  );
}

const listeners = new Set<() => void>();

function readWelcomes(): Welcomes {
  const stored = readLocal(PREFERENCE_KEYS.welcome);
  if (stored === null) return {};
  try {
    const welcomes: unknown = JSON.parse(stored);
    return isWelcomes(welcomes) ? welcomes : {};
  } catch {
    return {};
  }
}

function writeWelcome(userId: string, state: NonNullable<Welcomes[string]>): void {
  writeLocal(PREFERENCE_KEYS.welcome, JSON.stringify({ ...readWelcomes(), [userId]: state }));
  for (const listener of listeners) listener();
}

/** Onboarding just finished for this account: /profile greets it, unless it was dismissed before. */
export function markWelcomePending(userId: string): void {
  if (readWelcomes()[userId] === 'dismissed') return;
  writeWelcome(userId, 'pending');
}

export function dismissWelcome(userId: string): void {
  writeWelcome(userId, 'dismissed');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether this account's welcome should show now; the browser's to say (a server render shows none). */
export function useWelcomePending(userId: string | undefined): boolean {
  return useSyncExternalStore(
    subscribe,
    () => userId !== undefined && readWelcomes()[userId] === 'pending',
    () => false,
  );
}
