import { toAsciiDigits } from '../validation/digits';

/** A Saudi IBAN: SA, two check digits, a two-digit bank code and 18 characters of account (24 in all). */
const SAUDI_IBAN = /^SA\d{4}[0-9A-Z]{18}$/;

/**
 * An IBAN as it is stored and checked: upper case, without the spaces and dashes people type
 * it with, in ASCII digits (Saudi keyboards type Arabic-Indic ones).
 */
export function normalizeIban(input: string): string {
  return toAsciiDigits(input).replace(/[\s-]/g, '').toUpperCase();
}

/** ISO 13616's check: the first four characters moved to the end, letters as 10–35, mod 97 is 1. */
function hasValidChecksum(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    // Digit by digit keeps the running number far below 2^53 (a letter adds two digits).
    remainder = value < 10 ? (remainder * 10 + value) % 97 : (remainder * 100 + value) % 97;
  }
  return remainder === 1;
}

/** Whether the input, once normalized, is a Saudi IBAN with a valid checksum. */
export function isValidSaudiIban(input: string): boolean {
  const iban = normalizeIban(input);
  return SAUDI_IBAN.test(iban) && hasValidChecksum(iban);
}

/**
 * An IBAN as it is shown once saved: the country and the last four characters, the rest hidden,
 * in groups of four the way banks print it ("SA•• •••• •••• •••• •••• 7519").
 */
export function maskIban(iban: string): string {
  const normalized = normalizeIban(iban);
  const hidden = Math.max(0, normalized.length - 6);
  const masked = normalized.slice(0, 2) + '•'.repeat(hidden) + normalized.slice(2 + hidden);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}
