import {
  invoicesApi,
  jobRequestsApi,
  PAGE_SIZES,
  payoutsApi,
  type PayoutAccountInput,
} from '@casting/contract';
import { apiRequest } from '../../../lib/api-client';

/*
 * The payments page's requests, with the API client and zod: loaded when the page first asks for
 * its figures, so that the page itself renders without them (ADR 025).
 */

export function fetchBalance(page: number, signal: AbortSignal) {
  return apiRequest(jobRequestsApi.balance, {
    query: { 'paginate[page]': page, 'paginate[limit]': PAGE_SIZES.paymentsHistory },
    signal,
  });
}

export function fetchTransactions(cursor: string | undefined, signal: AbortSignal) {
  return apiRequest(payoutsApi.transactions, {
    query: { 'paginate[cursor]': cursor, 'paginate[limit]': PAGE_SIZES.paymentsHistory },
    signal,
  });
}

export function fetchPayoutAccount(signal: AbortSignal) {
  return apiRequest(payoutsApi.account, { signal });
}

export function savePayoutAccount(body: PayoutAccountInput) {
  return apiRequest(payoutsApi.saveAccount, { body });
}

/** Halalas; the API client sends a fresh Idempotency-Key with each call, kept across its retries. */
export function createPayout(amount: number) {
  return apiRequest(payoutsApi.create, { body: { amount } });
}

export function fetchInvoices(page: number, signal: AbortSignal) {
  return apiRequest(invoicesApi.mine, {
    query: { 'paginate[page]': page, 'paginate[limit]': PAGE_SIZES.paymentsHistory },
    signal,
  });
}

export function fetchInvoice(invoiceId: string, signal: AbortSignal) {
  return apiRequest(invoicesApi.one, { params: { invoiceId }, signal });
}
