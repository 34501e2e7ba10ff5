import { formatMoney } from '../../lib/money';

/** An amount of halalas as the reader's language writes riyals ('SAR 2,437.50', '٢٬٤٣٧٫٥٠ ر.س.'). */
export function formatRiyals(halalas: number): string {
  return formatMoney({ amount: halalas, currency: 'SAR' });
}
