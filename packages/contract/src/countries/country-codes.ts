import { GENERATED_COUNTRY_CODES } from './country-codes.generated';
import { messageText } from '../messages/contract-messages';

export type CountryCode = (typeof GENERATED_COUNTRY_CODES)[number]['code'];

/** About 250 countries and territories, sorted by English name; their names are in `countries.ts`. */
export const COUNTRY_CODES: readonly CountryCode[] = GENERATED_COUNTRY_CODES.map((country) => country.code);

export const COUNTRY_MESSAGE = messageText('country');

export interface DialCodeOption {
  readonly code: CountryCode;
  readonly dialCode: string;
}

/**
 * The phone picker's entries: one per country that has a calling code (several share one,
 * such as +1), so choosing a location can select that country's entry.
 */
export const DIAL_CODE_OPTIONS: readonly DialCodeOption[] = GENERATED_COUNTRY_CODES.flatMap(
  ({ code, dialCode }) => (dialCode === null ? [] : [{ code, dialCode }]),
);

/** Every distinct calling code, for checking the dial code part of a phone number. */
export const DIAL_CODES: readonly string[] = [...new Set(DIAL_CODE_OPTIONS.map((option) => option.dialCode))];

/** Every code with its calling code, or null for a territory without one. */
const dialCodeByCode = new Map<string, string | null>(
  GENERATED_COUNTRY_CODES.map((country) => [country.code, country.dialCode]),
);

export function isCountryCode(value: string): value is CountryCode {
  return dialCodeByCode.has(value);
}

/** A country's calling code ('+966'); null for a territory without one, or an unknown code. */
export function dialCodeOf(code: string): string | null {
  return dialCodeByCode.get(code) ?? null;
}
