import type { PayoutAccountInput } from '@casting/contract';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { paymentKeys } from './get-balance';

const requests = () => import('./payments-requests');

/** The ledger lines on the caller's accounts, newest first, a page per cursor. */
export function useTransactions() {
  return useInfiniteQuery({
    queryKey: paymentKeys.transactions(),
    queryFn: async ({ pageParam, signal }) => (await requests()).fetchTransactions(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    staleTime: 0,
  });
}

export function useInvoices(page: number) {
  return useQuery({
    queryKey: paymentKeys.invoices(page),
    queryFn: async ({ signal }) => (await requests()).fetchInvoices(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useInvoice(invoiceId: string) {
  return useQuery({
    queryKey: paymentKeys.invoice(invoiceId),
    queryFn: async ({ signal }) => (await requests()).fetchInvoice(invoiceId, signal),
  });
}

/** The talent's bank account, its IBAN masked; null before one is saved. */
export function usePayoutAccount() {
  return useQuery({
    queryKey: paymentKeys.payoutAccount(),
    queryFn: async ({ signal }) => (await (await requests()).fetchPayoutAccount(signal)).account,
    staleTime: 0,
  });
}

export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PayoutAccountInput) =>
      (await (await requests()).savePayoutAccount(body)).account,
    onSuccess: (account) => {
      queryClient.setQueryData(paymentKeys.payoutAccount(), account);
    },
  });
}

/** A withdrawal of `amount` halalas; the balance, the ledger and the payouts are read again after it. */
export function useCreatePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (amount: number) => (await requests()).createPayout(amount),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
