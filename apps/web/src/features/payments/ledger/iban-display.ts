import { normalizeIban } from '@casting/contract';

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
