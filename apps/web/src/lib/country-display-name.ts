import { COUNTRY_NAMES_AR, COUNTRY_NAMES_EN } from '@casting/contract';
import { i18n } from '../i18n/i18n';

/**
 * A country's name in the active language (or the one given); the code itself when the list
 * does not know it. The names alone: the country list (`country-name.ts`) brings zod with the
 * contract's country rule, which a page that only shows a name (a card, a profile) does without.
 */
export function countryName(code: string, language: string = i18n.language): string {
  const names: Partial<Record<string, string>> = language.startsWith('ar')
    ? COUNTRY_NAMES_AR
    : COUNTRY_NAMES_EN;
  return names[code] ?? code;
}
