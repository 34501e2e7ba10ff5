import { MINOR_UNITS, type Money, type Pay } from '@casting/contract';
import { i18n } from '../i18n/i18n';
import { numberFormat } from './intl-formats';

/**
 * Amounts in Arabic take Arabic-Indic digits ('١٬٥٠٠ ر.س.'), as riyal prices are written in
 * Saudi Arabia, although the app's other numbers keep Latin digits.
 */
const MONEY_LOCALES: Readonly<Record<string, string>> = { en: 'en', ar: 'ar-SA-u-nu-arab' };

/** Intl's direction marks around an Arabic amount: the page's direction already places it. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;

/**
 * Every amount on every screen, in its currency and the active language: 'SAR 2,437.50',
 * '$1,500', '١٬٥٠٠ ر.س.'. `amount` is minor units; halalas or cents show only when there are some.
 * The Intl formatter is made on first use, never while the module loads.
 */
export function formatMoney(money: Money): string {
  const fractionDigits = money.amount % MINOR_UNITS === 0 ? 0 : 2;
  const format = numberFormat(MONEY_LOCALES[i18n.language] ?? 'en', {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  return format.format(money.amount / MINOR_UNITS).replace(DIRECTION_MARKS, '');
}

/** A job's pay with its basis: 'SAR 1,500 / day', '١٬٥٠٠ ر.س. / يوم', '$1,500 / hour'. */
export function formatPay(pay: Pay): string {
  const amount = formatMoney(pay);
  switch (pay.basis) {
    case 'HOUR':
      return i18n.t('money.perHour', { ns: 'common', amount });
    case 'DAY':
      return i18n.t('money.perDay', { ns: 'common', amount });
    case 'JOB':
      return i18n.t('money.forJob', { ns: 'common', amount });
  }
}
