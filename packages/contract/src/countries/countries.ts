import { z } from 'zod';
import { GENERATED_COUNTRIES } from './countries.generated';
import { messageText } from '../messages/contract-messages';

export type CountryCode = (typeof GENERATED_COUNTRIES)[number]['code'];

export interface Country {
  readonly code: CountryCode;
  readonly name: string;
  readonly nameAr: string;
  readonly dialCode: string | null;
}

/** About 250 countries and territories, sorted by English name. */
export const COUNTRIES: readonly Country[] = GENERATED_COUNTRIES;

export const COUNTRY_CODES: readonly CountryCode[] = COUNTRIES.map((country) => country.code);

export const COUNTRY_MESSAGE = messageText('country');

/** Nationality and location: an ISO 3166-1 alpha-2 code in upper case. */
export const CountryCodeSchema = z.enum(COUNTRY_CODES, { error: COUNTRY_MESSAGE });

const byCode = new Map<string, Country>(COUNTRIES.map((country) => [country.code, country]));

export function findCountry(code: string): Country | undefined {
  return byCode.get(code);
}

export function isCountryCode(value: string): value is CountryCode {
  return byCode.has(value);
}

export interface DialCodeOption {
  readonly code: CountryCode;
  readonly name: string;
  readonly dialCode: string;
}

/**
 * The phone picker's entries: one per country that has a calling code (several share one,
 * such as +1), so choosing a location can select that country's entry.
 */
export const DIAL_CODE_OPTIONS: readonly DialCodeOption[] = COUNTRIES.flatMap(({ code, name, dialCode }) =>
  dialCode === null ? [] : [{ code, name, dialCode }],
);

/** Every distinct calling code, for checking the dial code part of a phone number. */
export const DIAL_CODES: readonly string[] = [...new Set(DIAL_CODE_OPTIONS.map((option) => option.dialCode))];
