import { SpecialtySchema, type Specialty } from '@casting/contract';
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

function readChoices(): z.infer<typeof ChoicesSchema> {
  const stored = readLocal(PREFERENCE_KEYS.exploreChoice);
  if (stored === null) return {};
  try {
    return ChoicesSchema.catch({}).parse(JSON.parse(stored));
  } catch {
    return {};
  }
}

export function readExploreChoice(userId: string): ExploreChoice {
  return readChoices()[userId] ?? {};
}

export function rememberExploreChoice(userId: string, choice: ExploreChoice): void {
  const choices = readChoices();
  choices[userId] = { ...choices[userId], ...choice };
  writeLocal(PREFERENCE_KEYS.exploreChoice, JSON.stringify(choices));
}
