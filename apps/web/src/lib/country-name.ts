import { COUNTRIES, findCountry, type CountryCode } from '@casting/contract';
import { i18n } from '../i18n/i18n';
import { intlLocale } from '../i18n/languages';
import { homeCountryFirst } from './home-country';

function isArabic(language: string): boolean {
  return language.startsWith('ar');
}

/**
 * A country's name in the active language (or the one given); the code itself when the list
 * does not know it.
 */
export function countryName(code: string, language: string = i18n.language): string {
  const country = findCountry(code);
  if (country === undefined) return code;
  return isArabic(language) ? country.nameAr : country.name;
}

/** Every country as select options: Saudi Arabia, then the others by name in the active language. */
export function countryOptions(): readonly { readonly value: CountryCode; readonly label: string }[] {
  const arabic = isArabic(i18n.language);
  const sorted = COUNTRIES.map((country) => ({
    value: country.code,
    label: arabic ? country.nameAr : country.name,
  })).sort((a, b) => a.label.localeCompare(b.label, intlLocale(i18n.language)));
  return homeCountryFirst(sorted, (option) => option.value);
}
