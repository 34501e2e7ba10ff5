import type { BlockedUser } from '@casting/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { safetyKeys } from './safety-keys';

/*
 * The requests, with the API client and zod, load when the page first asks (ADR 025).
 */

/** One page of the accounts the caller blocked, latest first. */
export function useBlockedAccounts(page: number) {
  return useQuery({
    queryKey: safetyKeys.blocksPage(page),
    queryFn: async ({ signal }) => (await import('./safety-requests')).fetchBlockedPage(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Unblocks one account; the list, the chats and every search are read again when next shown. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (account: BlockedUser) =>
      (await import('./safety-requests')).unblockUser(account.userId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.refetchQueries({ queryKey: safetyKeys.blocks(), type: 'active' });
    },
  });
}
