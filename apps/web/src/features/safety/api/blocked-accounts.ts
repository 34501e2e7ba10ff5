import type { BlockedUser } from '@casting/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchBlockedPage, unblockUser } from './safety-requests';
import { safetyKeys } from './safety-keys';

/** One page of the accounts the caller blocked, latest first. */
export function useBlockedAccounts(page: number) {
  return useQuery({
    queryKey: safetyKeys.blocksPage(page),
    queryFn: ({ signal }) => fetchBlockedPage(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Unblocks one account; the list, the chats and every search are read again when next shown. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: BlockedUser) => unblockUser(account.userId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.refetchQueries({ queryKey: safetyKeys.blocks(), type: 'active' });
    },
  });
}
