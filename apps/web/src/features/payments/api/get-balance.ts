import { jobRequestsApi, PAGE_SIZES } from '@casting/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const paymentKeys = {
  all: ['payments'] as const,
  balance: (page: number) => [...paymentKeys.all, 'balance', page] as const,
};

/** Earnings, completed projects, the withdrawable amount and one page of the job history. */
export function useBalance(page: number) {
  return useQuery({
    queryKey: paymentKeys.balance(page),
    queryFn: ({ signal }) =>
      apiRequest(jobRequestsApi.balance, {
        query: { 'paginate[page]': page, 'paginate[limit]': PAGE_SIZES.paymentsHistory },
        signal,
      }),
    // The totals stay on screen while another page of the history loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
