import { SPECIALTIES, type Specialty } from '@casting/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { PREFERENCE_KEYS, readLocal, writeLocal } from '../../lib/local-data';
import { oneOf } from '../../lib/one-of';
import { EXPLORE_VIEWS, type ExploreView } from './explore-params';

/** The category and mode an account last chose on explore. */
export interface ExploreChoice {
  readonly view?: ExploreView | undefined;
  readonly category?: Specialty | undefined;
}

/** Each account's choice, by user id. */
type ExploreChoices = Record<string, ExploreChoice>;

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What the device stored; an unreadable store or entry counts as no choice, an unknown value as none made. */
function parseChoices(stored: string | null): ExploreChoices {
  if (stored === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return {};
  }
  if (!isRecord(parsed)) return {};
  const choices: ExploreChoices = {};
  for (const [userId, choice] of Object.entries(parsed)) {
    if (isRecord(choice))
      choices[userId] = {
        view: oneOf(EXPLORE_VIEWS, choice.view),
        category: oneOf(SPECIALTIES, choice.category),
      };
  }
  return choices;
}

function readChoices(): ExploreChoices {
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
