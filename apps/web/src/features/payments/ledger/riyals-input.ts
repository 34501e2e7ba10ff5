import { MINOR_UNITS, parseLocalizedNumber } from '@casting/contract';

/**
 * The halalas of an amount typed in riyals, in either language's digits ('2,437.50', '٢٤٣٧٫٥٠'):
 * a whole number when the riyals have at most two decimals. Anything else stays what it is (NaN,
 * or a fraction of a halala), for the contract's rule to refuse it with its own message.
 */
export function halalasFromRiyals(text: string): number {
  const halalas = parseLocalizedNumber(text) * MINOR_UNITS;
  const whole = Math.round(halalas);
  // 2156.19 × 100 is 215618.99999999997 in floating point: a hair from a whole halala is one.
  return Math.abs(halalas - whole) < 1e-6 ? whole : halalas;
}

/** Halalas as a person would type them in riyals: '2156.19', '1500' (no grouping, Latin digits). */
export function riyalsInputOf(halalas: number): string {
  const riyals = Math.trunc(halalas / MINOR_UNITS);
  const rest = Math.abs(halalas % MINOR_UNITS);
  return rest === 0 ? String(riyals) : `${String(riyals)}.${String(rest).padStart(2, '0')}`;
}

/** Whether a payout of `halalas` may be asked for from `available`: whole, positive, not more. */
export function exceedsAvailable(halalas: number, available: number): boolean {
  return Number.isFinite(halalas) && halalas > available;
}
