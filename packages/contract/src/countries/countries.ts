import { COUNTRY_CODES, dialCodeOf, type CountryCode } from './country-codes';
import { COUNTRY_NAMES_AR } from './country-names-ar.generated';
import { COUNTRY_NAMES_EN } from './country-names-en.generated';

export interface Country {
  readonly code: CountryCode;
  readonly name: string;
  readonly nameAr: string;
  readonly dialCode: string | null;
}

/** About 250 countries and territories with their names in English and Arabic, sorted by English name. */
export const COUNTRIES: readonly Country[] = COUNTRY_CODES.map((code) => ({
  code,
  name: COUNTRY_NAMES_EN[code],
  nameAr: COUNTRY_NAMES_AR[code],
  dialCode: dialCodeOf(code),
}));

const byCode = new Map<string, Country>(COUNTRIES.map((country) => [country.code, country]));

export function findCountry(code: string): Country | undefined {
  return byCode.get(code);
}
