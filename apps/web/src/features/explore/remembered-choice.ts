import { SpecialtySchema, type Specialty } from '@casting/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { PREFERENCE_KEYS, readLocal, writeLocal } from '../../lib/local-data';
import type { ExploreView } from './explore-params';

/** The category and mode an account last chose on explore. */
export interface ExploreChoice {
  readonly view?: ExploreView | undefined;
  readonly category?: Specialty | undefined;
}

const ChoicesSchema = z.record(
  z.string(),
  z.object({
    view: z.enum(['jobs', 'profiles']).optional().catch(undefined),
    category: SpecialtySchema.optional().catch(undefined),
  }),
);

function parseChoices(stored: string | null): z.infer<typeof ChoicesSchema> {
  if (stored === null) return {};
  try {
    return ChoicesSchema.catch({}).parse(JSON.parse(stored));
  } catch {
    return {};
  }
}

function readChoices(): z.infer<typeof ChoicesSchema> {
  return parseChoices(readLocal(PREFERENCE_KEYS.exploreChoice));
}

export function readExploreChoice(userId: string): ExploreChoice {
  return readChoices()[userId] ?? {};
}

export function rememberExploreChoice(userId: string, choice: ExploreChoice): void {
  const choices = readChoices();
  choices[userId] = { ...choices[userId], ...choice };
  writeLocal(PREFERENCE_KEYS.exploreChoice, JSON.stringify(choices));
}

function subscribeNothing(): () => void {
  return () => undefined;
}

/**
 * The account's remembered choice, for a render. A server render knows none, and neither does
 * the hydration of its markup (ADR 021): the render after it shows the remembered one.
 */
export function useExploreChoice(userId: string | undefined): ExploreChoice {
  const stored = useSyncExternalStore(
    subscribeNothing,
    () => readLocal(PREFERENCE_KEYS.exploreChoice),
    () => null,
  );
  return useMemo(() => (userId === undefined ? {} : (parseChoices(stored)[userId] ?? {})), [stored, userId]);
}
