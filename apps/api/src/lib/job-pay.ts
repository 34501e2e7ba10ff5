import { salaryOf, type Currency, type Pay, type PayBasis } from '@casting/contract';

/** A job's pay as its row stores it (jobs.pay_amount, pay_currency, pay_basis). */
export interface PayColumns {
  readonly payAmount: number;
  readonly payCurrency: string;
  readonly payBasis: string;
}

/** The row's pay, and the spec's salary beside it (the pay in US dollars at the peg). */
export function payOfRow(row: PayColumns): { pay: Pay; salary: number } {
  const pay: Pay = {
    amount: row.payAmount,
    currency: row.payCurrency as Currency,
    basis: row.payBasis as PayBasis,
  };
  return { pay, salary: salaryOf(pay) };
}
