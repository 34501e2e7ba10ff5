import type { CountryCode } from '@casting/contract';

const HOME_COUNTRY: CountryCode = 'SA';

/** Most people here are in Saudi Arabia, so it leads every country list, then the rest in order. */
export function homeCountryFirst<T>(items: readonly T[], codeOf: (item: T) => string): T[] {
  return [
    ...items.filter((item) => codeOf(item) === HOME_COUNTRY),
    ...items.filter((item) => codeOf(item) !== HOME_COUNTRY),
  ];
}
