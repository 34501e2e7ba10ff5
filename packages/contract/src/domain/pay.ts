import { z } from 'zod';

/** Riyals by default; US dollars because the spec's salary is in them. */
export const CURRENCIES = ['SAR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CurrencySchema = z.enum(CURRENCIES);

/** What one amount of pay buys: an hour, a day, or the whole job. */
export const PAY_BASES = ['HOUR', 'DAY', 'JOB'] as const;
export type PayBasis = (typeof PAY_BASES)[number];
export const PayBasisSchema = z.enum(PAY_BASES);

/** The riyal's fixed peg: 3.75 SAR to the US dollar, so a cent is 3.75 halalas. */
export const SAR_PER_USD = 3.75;

/** Minor units in one major unit: halalas in a riyal, cents in a dollar. */
export const MINOR_UNITS = 100;

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

/** A job posted with the spec's `salary` alone: US dollars per hour, as its contract card shows it. */
export function payFromSalary(salary: number): Pay {
  return { amount: roundMinor(salary * MINOR_UNITS), currency: 'USD', basis: 'HOUR' };
}
