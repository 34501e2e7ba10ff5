import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { PREFERENCE_KEYS, readLocal, writeLocal } from './local-data';

/**
 * The welcome /profile shows once onboarding is done: 'pending' from the moment an account finishes
 * onboarding in this browser until the person dismisses it, then 'dismissed' for good (one entry per account id).
 */
const WelcomesSchema = z.record(z.string(), z.enum(['pending', 'dismissed']));
type Welcomes = z.infer<typeof WelcomesSchema>;

const listeners = new Set<() => void>();

function readWelcomes(): Welcomes {
  const stored = readLocal(PREFERENCE_KEYS.welcome);
  if (stored === null) return {};
  try {
    return WelcomesSchema.catch({}).parse(JSON.parse(stored));
  } catch {
    return {};
  }
}

function writeWelcome(userId: string, state: Welcomes[string]): void {
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
