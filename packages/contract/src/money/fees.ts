import { z } from 'zod';

/** VAT on the platform's fee, in percent (Saudi Arabia's standard rate). */
export const VAT_PERCENT = 15;

/** The platform's fee when the deployment sets none (`PAYMENTS_FEE_PERCENT`). */
export const DEFAULT_PAYMENTS_FEE_PERCENT = 10;

/** An amount of money in halalas (SAR × 100): a whole, non-negative number, exact in a double. */
export const HalalasSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** What a milestone's amount becomes: the fee and its VAT go to the platform, `net` to the talent. */
export interface FeeBreakdown {
  readonly amount: number;
  readonly fee: number;
  readonly vat: number;
  readonly net: number;
}

const BASIS_POINTS = 10_000n;

/** `numerator / denominator` rounded to the nearest integer, halves up; both non-negative. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** A percent with at most two decimals as whole basis points, so that no float is ever rounded. */
function basisPoints(percent: number): bigint {
  const points = Math.round(percent * 100);
  if (!(percent >= 0 && percent <= 100) || Math.abs(percent * 100 - points) > 1e-6) {
    throw new RangeError(`A fee percent is between 0 and 100 with at most two decimals, not ${percent}.`);
  }
  return BigInt(points);
}

/**
 * The one rounding rule of fees and VAT (DESIGN §9), on both sides of the wire: the fee is
 * `feePercent` of the amount and the VAT 15 % of that rounded fee, each rounded half-up to the
 * halala. Computed on big integers, so no amount a milestone can have meets a float's rounding.
 */
export function feeBreakdown(amountHalalas: number, feePercent: number): FeeBreakdown {
  if (!Number.isSafeInteger(amountHalalas) || amountHalalas < 0) {
    throw new RangeError(`An amount is a whole, non-negative number of halalas, not ${amountHalalas}.`);
  }
  const amount = BigInt(amountHalalas);
  const fee = divideHalfUp(amount * basisPoints(feePercent), BASIS_POINTS);
  const vat = divideHalfUp(fee * BigInt(VAT_PERCENT), 100n);
  return {
    amount: amountHalalas,
    fee: Number(fee),
    vat: Number(vat),
    net: Number(amount - fee - vat),
  };
}
