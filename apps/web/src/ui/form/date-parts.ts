import { intlLocale } from '../../i18n/languages';

export type DatePart = 'day' | 'month' | 'year';
export type DateParts = { readonly [P in DatePart]: string };

export const EMPTY_DATE_PARTS: DateParts = { day: '', month: '', year: '' };

/** The most digits each part takes; the year is always written in full. */
export const DATE_PART_LENGTH: { readonly [P in DatePart]: number } = { day: 2, month: 2, year: 4 };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

/**
 * The locale a typed date follows: English writes day/month/year as Saudi readers do (en-GB,
 * the spec's form for the birth date), Arabic the Saudi Gregorian order with Latin digits.
 */
export function dateFieldLocale(language: string): string {
  return language === 'ar' ? intlLocale('ar') : 'en-GB';
}

/** The order in which the locale writes a numeric date's day, month and year. */
export function datePartOrder(locale: string): readonly DatePart[] {
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' })
    .formatToParts(new Date(Date.UTC(2023, 5, 30)))
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
}

/** Arabic-Indic digits (from an Arabic keyboard) read as Latin ones; anything else but digits dropped. */
export function datePartDigits(text: string, part: DatePart): string {
  const latin = text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO));
  });
  return latin.replace(/\D/g, '').slice(0, DATE_PART_LENGTH[part]);
}

/** A form's YYYY-MM-DD value split for the field; anything else shows as an empty field. */
export function partsFromIso(value: unknown): DateParts {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (match === null) return EMPTY_DATE_PARTS;
  const [, year = '', month = '', day = ''] = match;
  return { day, month, year };
}

/** YYYY-MM-DD when the parts name a real calendar day, else null (unfinished or e.g. 31/02). */
export function isoFromParts({ day, month, year }: DateParts): string | null {
  if (year.length !== 4 || day === '' || month === '') return null;
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

export function hasAnyPart(parts: DateParts): boolean {
  return parts.day !== '' || parts.month !== '' || parts.year !== '';
}
