import { z } from 'zod';
import type { Labels } from '../options/option';
import { messageText } from '../messages/contract-messages';
import { labelledOptionSchema } from '../options/option-schema';

export const SELECTION_MESSAGES = {
  empty: messageText('selectAtLeastOne'),
  tooMany: (max: number) => (max === 1 ? messageText('selectOnlyOne') : messageText('selectUpTo', { max })),
} as const;

/** First occurrence wins, so the order the person picked in is kept. */
export function dedupe<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/**
 * A multi-select of option codes (or their English labels): at least one, duplicates removed before the count (the
 * spec's checkbox lists append on every change, unchecking included), at most `max` if given.
 */
export function multiSelectSchema<const T extends readonly [string, ...string[]]>(
  values: T,
  labels: Labels<T[number]>,
  max?: number,
) {
  const list = z
    .array(labelledOptionSchema(values, labels))
    .overwrite(dedupe)
    .min(1, SELECTION_MESSAGES.empty);
  return max === undefined ? list : list.max(max, SELECTION_MESSAGES.tooMany(max));
}
