import { formatMoney } from '../../../lib/money';

/**
 * A ledger line's amount as the language writes it, its sign always shown: '+SAR 2,157.19',
 * '−SAR 1,000', '−١٬٠٠٠ ر.س.' (the minus sign, not a hyphen, as in print).
 */
export function signedRiyals(halalas: number): string {
  return `${halalas < 0 ? '−' : '+'}${formatMoney({ amount: Math.abs(halalas), currency: 'SAR' })}`;
}
