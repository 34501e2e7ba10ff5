/** Riyals by default; US dollars because the spec's salary is in them. */
export const CURRENCIES = ['SAR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** What one amount of pay buys: an hour, a day, or the whole job. */
export const PAY_BASES = ['HOUR', 'DAY', 'JOB'] as const;
export type PayBasis = (typeof PAY_BASES)[number];

/** The riyal's fixed peg: 3.75 SAR to the US dollar, so a cent is 3.75 halalas. */
export const SAR_PER_USD = 3.75;

/** Minor units in one major unit: halalas in a riyal, cents in a dollar. */
export const MINOR_UNITS = 100;
