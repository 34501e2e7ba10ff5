import { COUNTRIES, findCountry, type CountryCode } from '@casting/contract';
import { i18n } from '../i18n/i18n';
import { intlLocale } from '../i18n/languages';

function isArabic(): boolean {
  return i18n.language.startsWith('ar');
}

/** A country's name in the active language; the code itself when the list does not know it. */
export function countryName(code: string): string {
  const country = findCountry(code);
  if (country === undefined) return code;
  return isArabic() ? country.nameAr : country.name;
}

const HOME_COUNTRY: CountryCode = 'SA';

/** Most people here are in Saudi Arabia, so it leads every country list, then the rest in order. */
export function homeCountryFirst<T>(items: readonly T[], codeOf: (item: T) => string): T[] {
  return [
    ...items.filter((item) => codeOf(item) === HOME_COUNTRY),
    ...items.filter((item) => codeOf(item) !== HOME_COUNTRY),
  ];
}

/** Every country as select options: Saudi Arabia, then the others by name in the active language. */
export function countryOptions(): readonly { readonly value: CountryCode; readonly label: string }[] {
  const arabic = isArabic();
  const sorted = COUNTRIES.map((country) => ({
    value: country.code,
    label: arabic ? country.nameAr : country.name,
  })).sort((a, b) => a.label.localeCompare(b.label, intlLocale(i18n.language)));
  return homeCountryFirst(sorted, (option) => option.value);
}
