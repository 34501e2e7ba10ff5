import {
  DEFAULT_PAYMENTS_FEE_PERCENT,
  feeBreakdown,
  MINOR_UNITS,
  NUMBER_LIMITS,
  parseLocalizedNumber,
  SAR_PER_USD,
  type FeeBreakdown,
  type Money,
} from '@casting/contract';

/**
 * The halalas of an amount typed in riyals, in either language's digits ('2,437.50', '٢٤٣٧٫٥٠'):
 * a whole number when the riyals have at most two decimals. Anything else stays what it is (NaN,
 * or a fraction of a halala), for the contract's rule to refuse it with its own message.
 */
export function halalasFromRiyals(text: string): number {
  const halalas = parseLocalizedNumber(text) * MINOR_UNITS;
  const whole = Math.round(halalas);
  // 2437.5 × 100 is 243749.99999999997 in floating point: a hair from a whole halala is one.
  return Math.abs(halalas - whole) < 1e-6 ? whole : halalas;
}

/** A milestone's amount in US dollars at the riyal's peg, for contracts whose pay is in dollars. */
export function usdAtPeg(halalas: number): Money {
  return { amount: Math.round(halalas / SAR_PER_USD), currency: 'USD' };
}

/**
 * What a milestone of `halalas` would give the talent at the platform's usual fee, before the
 * server fixes it on proposal; null while the amount is not one a milestone may have.
 */
export function estimateBreakdown(halalas: number): FeeBreakdown | null {
  const { milestoneMinHalalas, milestoneMaxHalalas } = NUMBER_LIMITS;
  if (!Number.isInteger(halalas) || halalas < milestoneMinHalalas || halalas > milestoneMaxHalalas)
    return null;
  return feeBreakdown(halalas, DEFAULT_PAYMENTS_FEE_PERCENT);
}
