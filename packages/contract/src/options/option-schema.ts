import { z } from 'zod';
import { messageText } from '../messages/contract-messages';
import type { Labels } from './option';

export const SELECT_OPTION_MESSAGE = messageText('selectOption');

/** An enum of option codes whose failure reads as a person would expect from a select. */
export function optionSchema<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string = SELECT_OPTION_MESSAGE,
) {
  return z.enum(values, { error: message });
}

/**
 * An option code, or the English label the spec sends for it ('Music Producer' reads as
 * MUSIC_PRODUCER), compared case-sensitively. The documented input is the code.
 */
export function labelledOptionSchema<const T extends readonly [string, ...string[]]>(
  values: T,
  labels: Labels<T[number]>,
  message: string = SELECT_OPTION_MESSAGE,
) {
  const codeByLabel = new Map<unknown, string>(Object.entries(labels).map(([code, label]) => [label, code]));
  return z.preprocess((value: T[number]) => codeByLabel.get(value) ?? value, optionSchema(values, message));
}
