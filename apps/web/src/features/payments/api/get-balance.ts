import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staleUnlessJustRendered } from '../../../lib/server-state';

export const paymentKeys = {
  all: ['payments'] as const,
  balance: (page: number) => [...paymentKeys.all, 'balance', page] as const,
  transactions: () => [...paymentKeys.all, 'transactions'] as const,
  invoices: (page: number) => [...paymentKeys.all, 'invoices', page] as const,
  invoice: (invoiceId: string) => [...paymentKeys.all, 'invoice', invoiceId] as const,
  payoutAccount: () => [...paymentKeys.all, 'payout-account'] as const,
};

/**
 * Earnings, completed projects, the withdrawable amount and one page of the job history. The
 * request module (the API client and zod) loads with the first ask, not with the page.
 */
export function balanceQuery(page: number) {
  return queryOptions({
    queryKey: paymentKeys.balance(page),
    queryFn: async ({ signal }) => (await import('./payments-requests')).fetchBalance(page, signal),
    staleTime: staleUnlessJustRendered,
  });
}

export function useBalance(page: number) {
  // The totals stay on screen while another page of the history loads.
  return useQuery({ ...balanceQuery(page), placeholderData: keepPreviousData });
}
