import { i18n } from '../i18n/i18n';
import { formatNumber } from './format';

/** `hour` where the spec shows a rate (the chat's contract card), `total` everywhere else. */
export type MoneyUnit = 'total' | 'hour';

/**
 * Every salary and amount on every screen: US dollars with the spec's trailing sign ('650$',
 * '1,250.50$', '650$/hr'); cents only when there are some.
 */
export function formatMoney(amount: number, unit: MoneyUnit = 'total'): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const number = formatNumber(amount, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  return i18n.t(unit === 'hour' ? 'money.perHour' : 'money.total', { ns: 'common', amount: number });
}
