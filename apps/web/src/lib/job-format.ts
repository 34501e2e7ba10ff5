import type { DurationUnit } from '@casting/contract';
import { i18n } from '../i18n/i18n';
import { intlLocale } from '../i18n/languages';
import { numberFormat } from './intl-formats';

/** Intl knows these units, so their names and plurals come translated without resource strings. */
const INTL_UNITS: { readonly [U in DurationUnit]: string } = {
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
};

function unitFormat(unit: string): Intl.NumberFormat {
  return numberFormat(intlLocale(i18n.language), { style: 'unit', unit, unitDisplay: 'long' });
}

export interface DurationRange {
  readonly minimum: number;
  readonly minimumPrefix: DurationUnit;
  readonly maximum: number;
  readonly maximumPrefix: DurationUnit;
}

/** A job's duration: "1–2 weeks", or "1 week – 2 months" when the units differ. */
export function formatJobDuration(duration: DurationRange): string {
  const { minimum, minimumPrefix, maximum, maximumPrefix } = duration;
  if (minimumPrefix === maximumPrefix) {
    const format = unitFormat(INTL_UNITS[minimumPrefix]);
    return minimum === maximum ? format.format(minimum) : format.formatRange(minimum, maximum);
  }
  return `${unitFormat(INTL_UNITS[minimumPrefix]).format(minimum)} – ${unitFormat(INTL_UNITS[maximumPrefix]).format(maximum)}`;
}

/** Required experience in years: "1–5 years", or "3 years" when both ends agree. */
export function formatYearsRange(minimum: number, maximum: number): string {
  const format = unitFormat('year');
  return minimum === maximum ? format.format(minimum) : format.formatRange(minimum, maximum);
}
