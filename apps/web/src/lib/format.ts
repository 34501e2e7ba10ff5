import { i18n } from '../i18n/i18n';
import { intlLocale } from '../i18n/languages';
import { dateTimeFormat, numberFormat } from './intl-formats';

/** The Hijri calendar of Saudi Arabia, in Arabic words with Latin digits. */
const UMM_AL_QURA_LOCALE = 'ar-SA-u-nu-latn-ca-islamic-umalqura';

/** Dates and numbers always go through Intl in the active language, never hand-formatted. */
export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return dateTimeFormat(intlLocale(i18n.language), options).format(new Date(value));
}

/**
 * A date that stands on its own (a job's posting, a review, a payment): in Arabic the Umm
 * al-Qura Hijri date goes beside the Gregorian one, as Saudi readers expect.
 */
export function formatStandaloneDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const gregorian = formatDate(value, options);
  if (i18n.language !== 'ar') return gregorian;
  const hijri = dateTimeFormat(UMM_AL_QURA_LOCALE, options).format(new Date(value));
  return i18n.t('dateWithHijri', { gregorian, hijri });
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(intlLocale(i18n.language), options).format(value);
}

export function formatYear(date: Date = new Date()): string {
  return formatDate(date, { year: 'numeric' });
}
