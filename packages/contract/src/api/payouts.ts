import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { defineEndpoint } from '../http/endpoint';
import { keysetPageOf, keysetQueryOf } from '../http/keyset-pagination';
import { countedPageOf, paginationQuery } from '../http/pagination';
import { queryOf } from '../http/query';
import { CreatePayoutSchema, PayoutAccountInputSchema } from '../validation/milestone';

/** The bank account a talent withdraws to, its IBAN masked as banks print it. */
export const PayoutAccountSchema = z.object({
  account: z.object({ iban: z.string(), holderName: z.string() }).nullable(),
});

export const PayoutSchema = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  currency: z.literal('SAR'),
  status: z.enum(['PENDING', 'PAID', 'FAILED']),
  /** Masked. */
  iban: z.string(),
  holderName: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Payout = z.infer<typeof PayoutSchema>;

/** Which of the caller's accounts a ledger line moved: an organization's funding, or a talent's balances. */
export const LEDGER_LINE_ACCOUNTS = ['FUNDING', 'AVAILABLE', 'WITHDRAWN'] as const;

/** One line of the ledger on one of the caller's accounts, signed as it moved that account. */
export const LedgerLineSchema = z.object({
  id: z.uuid(),
  kind: z.enum([
    'milestone.held',
    'milestone.released',
    'milestone.refunded',
    'milestone.split',
    'payout.requested',
    'payout.paid',
    'payout.failed',
    'payment.duplicate',
    'payment.refunded',
  ]),
  account: z.enum(LEDGER_LINE_ACCOUNTS),
  /** Halalas: negative took money from the account, positive gave it. */
  amount: z.number().int(),
  currency: z.literal('SAR'),
  milestone: z.object({ id: z.uuid(), title: z.string(), jobRequestId: z.uuid() }).nullable(),
  payoutId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
});
export type LedgerLine = z.infer<typeof LedgerLineSchema>;

export const payoutsApi = {
  account: defineEndpoint({
    method: 'GET',
    path: '/users/me/payout-account',
    summary: "The talent's bank account for withdrawals, its IBAN masked; null before one is added.",
    tag: 'payments',
    auth: 'session',
    step: 'onboarded',
    data: PayoutAccountSchema,
    successStatus: 200,
    errors: ['FORBIDDEN'],
  }),
  saveAccount: defineEndpoint({
    method: 'PUT',
    path: '/users/me/payout-account',
    summary:
      'Sets the talent’s bank account for withdrawals: a Saudi IBAN (SA and 22 digits, its checksum verified) and the holder’s name. Later payouts go there; earlier ones keep the account they went to.',
    tag: 'payments',
    auth: 'session',
    step: 'onboarded',
    body: PayoutAccountInputSchema,
    data: PayoutAccountSchema,
    successStatus: 200,
    errors: ['FORBIDDEN'],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/payouts',
    summary:
      "Withdraws part or all of the talent's available balance to their bank account. It is taken from the balance at once and paid by the provider within days; a failed payout returns it.",
    tag: 'payments',
    auth: 'session',
    step: 'onboarded',
    idempotent: true,
    body: CreatePayoutSchema,
    data: PayoutSchema,
    successStatus: 201,
    errors: ['FORBIDDEN', 'NOT_ALLOWED', 'UNAVAILABLE'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/payouts',
    summary: "The talent's withdrawals, newest first.",
    tag: 'payments',
    auth: 'session',
    step: 'onboarded',
    query: queryOf(paginationQuery(PAGE_SIZES.paymentsHistory)),
    data: countedPageOf(PayoutSchema),
    successStatus: 200,
    errors: ['FORBIDDEN'],
  }),
  transactions: defineEndpoint({
    method: 'GET',
    path: '/users/me/transactions',
    summary:
      "The ledger lines on the caller's accounts, newest first, one per step: an organization's payments in and refunds (a second payment of a milestone, and its refund, included), a talent's releases, withdrawals asked for (from `AVAILABLE`), paid (to `WITHDRAWN`) or failed (back to `AVAILABLE`).",
    tag: 'payments',
    auth: 'session',
    step: 'onboarded',
    query: keysetQueryOf({}, PAGE_SIZES.paymentsHistory),
    data: keysetPageOf(LedgerLineSchema),
    successStatus: 200,
    errors: [],
  }),
};
