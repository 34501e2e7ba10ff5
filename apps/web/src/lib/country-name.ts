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

/** Every country as select options, sorted by name in the active language. */
export function countryOptions(): readonly { readonly value: CountryCode; readonly label: string }[] {
  const arabic = isArabic();
  return COUNTRIES.map((country) => ({
    value: country.code,
    label: arabic ? country.nameAr : country.name,
  })).sort((a, b) => a.label.localeCompare(b.label, intlLocale(i18n.language)));
}
