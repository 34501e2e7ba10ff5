import { COUNTRIES, DIAL_CODE_OPTIONS, type CountryCode } from '@casting/contract';
import { i18n } from '../i18n/i18n';
import { intlLocale } from '../i18n/languages';
import { countryName } from './country-display-name';
import { homeCountryFirst } from './home-country';

export { countryName };

function isArabic(language: string): boolean {
  return language.startsWith('ar');
}

/** Every country as select options: Saudi Arabia, then the others by name in the active language. */
export function countryOptions(): readonly { readonly value: CountryCode; readonly label: string }[] {
  const arabic = isArabic(i18n.language);
  return homeFirstByName(
    COUNTRIES.map((country) => ({ value: country.code, label: arabic ? country.nameAr : country.name })),
    (option) => option.label,
  );
}

/** Saudi Arabia, then the others by `nameOf` in the active language. */
function homeFirstByName<T extends { readonly value: CountryCode }>(
  items: T[],
  nameOf: (item: T) => string,
): T[] {
  const locale = intlLocale(i18n.language);
  const sorted = items.sort((a, b) => nameOf(a).localeCompare(nameOf(b), locale));
  return homeCountryFirst(sorted, (item) => item.value);
}

/** Left-to-right isolates: a dial code's "+" stays before its digits inside an Arabic label. */
const LTR_ISOLATE = '\u2066';
const POP_ISOLATE = '\u2069';

/**
 * Every dial code as select options labelled by `label` with the country's name and its code:
 * Saudi Arabia, then the others by name in the active language.
 */
export function dialCodeOptions(
  label: (parts: { country: string; dialCode: string }) => string,
): readonly { readonly value: CountryCode; readonly label: string }[] {
  const arabic = isArabic(i18n.language);
  const named = DIAL_CODE_OPTIONS.map((option) => ({
    value: option.code,
    country: countryName(option.code),
    dialCode: arabic ? `${LTR_ISOLATE}${option.dialCode}${POP_ISOLATE}` : option.dialCode,
  }));
  return homeFirstByName(named, (option) => option.country).map(({ value, country, dialCode }) => ({
    value,
    label: label({ country, dialCode }),
  }));
}
