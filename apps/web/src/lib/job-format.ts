import type { DurationUnit } from '@casting/contract';
import { i18n } from '../i18n/i18n';
import { intlLocale } from '../i18n/languages';
import { numberFormat } from './intl-formats';

export interface DurationRange {
  readonly minimum: number;
  readonly minimumPrefix: DurationUnit;
  readonly maximum: number;
  readonly maximumPrefix: DurationUnit;
}

/**
 * A job's duration, the same on every card and in the contract: "1 week to 2 weeks", "أسبوع إلى
 * أسبوعين" (after إلى Arabic takes the genitive dual), or one length when both ends agree.
 */
export function formatJobDuration(duration: DurationRange): string {
  const { minimum, minimumPrefix, maximum, maximumPrefix } = duration;
  const from = i18n.t(`jobDuration.from.${minimumPrefix}`, { ns: 'common', count: minimum });
  if (minimum === maximum && minimumPrefix === maximumPrefix) return from;
  const to = i18n.t(`jobDuration.to.${maximumPrefix}`, { ns: 'common', count: maximum });
  return i18n.t('jobDuration.range', { ns: 'common', minimum: from, maximum: to });
}

function unitFormat(unit: string): Intl.NumberFormat {
  return numberFormat(intlLocale(i18n.language), { style: 'unit', unit, unitDisplay: 'long' });
}

/** Required experience in years: "1–5 years", or "3 years" when both ends agree. */
export function formatYearsRange(minimum: number, maximum: number): string {
  const format = unitFormat('year');
  return minimum === maximum ? format.format(minimum) : format.formatRange(minimum, maximum);
}
