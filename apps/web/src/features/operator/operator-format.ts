import { MINOR_UNITS, parseLocalizedNumber } from '@casting/contract';
import { i18n } from '../../i18n/i18n';
import { intlLocale } from '../../i18n/languages';
import { dateTimeFormat } from '../../lib/intl-formats';

/** Operators work on Riyadh time, wherever their browser is. */
export const RIYADH_TIME_ZONE = 'Asia/Riyadh';

/** A moment as operators read it: date and time in Riyadh, in the console's language. */
export function riyadhTime(value: string | Date, language: string = i18n.language): string {
  return dateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: RIYADH_TIME_ZONE,
  }).format(new Date(value));
}

/** A day in Riyadh, for a suspension's end. */
export function riyadhDay(value: string | Date, language: string = i18n.language): string {
  return dateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: RIYADH_TIME_ZONE }).format(
    new Date(value),
  );
}

/**
 * The halalas of an amount typed in riyals, in either language's digits ('150', '١٥٠٫٢٥'): a
 * whole number when the riyals have at most two decimals, otherwise NaN, for the form to refuse.
 */
export function halalasOf(riyals: string): number {
  const halalas = parseLocalizedNumber(riyals.trim()) * MINOR_UNITS;
  const whole = Math.round(halalas);
  return Math.abs(halalas - whole) < 1e-6 ? whole : Number.NaN;
}

/** A whole number of days typed in either language's digits; NaN for anything else. */
export function daysOf(text: string): number {
  const value = parseLocalizedNumber(text.trim());
  return Number.isInteger(value) ? value : Number.NaN;
}
