import { z } from 'zod';
import { CURRENCIES, MINOR_UNITS, PAY_BASES, SAR_PER_USD } from './pay-units';

export const CurrencySchema = z.enum(CURRENCIES);
export const PayBasisSchema = z.enum(PAY_BASES);

/** An amount of money: `amount` is a whole number of minor units (halalas or cents). */
export const MoneySchema = z.object({ amount: z.number().int(), currency: CurrencySchema });
export type Money = z.infer<typeof MoneySchema>;

/** A job's pay: `amount` minor units (halalas or cents) per `basis`. */
export const PaySchema = MoneySchema.extend({ basis: PayBasisSchema });
export type Pay = z.infer<typeof PaySchema>;

/**
 * The one rounding rule of conversions at the peg, the database's too: to the nearest minor unit,
 * halves away from zero (PostgreSQL's round of numeric; amounts are never negative).
 */
function roundMinor(value: number): number {
  return Math.round(value);
}

/** The amount in halalas at the peg: what Explore's pay filter compares (jobs.pay_sar_halalas). */
export function inSarHalalas(money: Money): number {
  return money.currency === 'SAR' ? money.amount : roundMinor(money.amount * SAR_PER_USD);
}

/** The spec's `salary` of a job: its amount in US dollars at the peg, whatever the basis. */
export function salaryOf(money: Money): number {
  const cents = money.currency === 'USD' ? money.amount : roundMinor(money.amount / SAR_PER_USD);
  return cents / MINOR_UNITS;
}

/** Whether an amount of riyals or dollars is a whole number of halalas or cents: two decimals at most. */
export function hasWholeMinorUnits(amount: number): boolean {
  const minor = amount * MINOR_UNITS;
  // A product like 12.34 * 100 is 1233.9999999999998 in binary floating point.
  return Number.isFinite(minor) && Math.abs(minor - Math.round(minor)) < 1e-6;
}

/** A job posted with the spec's `salary` alone: US dollars per hour, as its contract card shows it. */
export function payFromSalary(salary: number): Pay {
  return { amount: roundMinor(salary * MINOR_UNITS), currency: 'USD', basis: 'HOUR' };
}
