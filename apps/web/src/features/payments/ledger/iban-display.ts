import { normalizeIban } from '@casting/contract';
import { isolate } from '../../../lib/isolate';

/**
 * An IBAN as typed, shown back in the groups of four banks print it in ('SA73 8000 0000 …'), in
 * Latin digits and upper case whatever the keyboard typed; a masked IBAN keeps its dots.
 */
export function groupIban(input: string): string {
  return normalizeIban(input).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The last four characters of a (masked) IBAN, for a screen reader to read out ('ending 7520'). */
export function ibanEnding(iban: string): string {
  return normalizeIban(iban).slice(-4);
}

/**
 * A (masked) IBAN inside a sentence, such as a toast: its groups joined by no-break spaces so a
 * phone never wraps its last four onto a line of their own, and isolated so that in an Arabic
 * sentence it keeps its left-to-right order.
 */
export function ibanInSentence(iban: string): string {
  return isolate(groupIban(iban).replace(/ /g, '\u00a0'));
}
