import { i18n } from '../i18n/i18n';

/** Dates and numbers always go through Intl in the active language, never hand-formatted. */
export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return new Intl.DateTimeFormat(i18n.language, options).format(new Date(value));
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(i18n.language, options).format(value);
}

export function formatYear(date: Date = new Date()): string {
  return formatDate(date, { year: 'numeric' });
}
