import { talentListsApi } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { savedKeys } from './saved-keys';

export interface Membership {
  readonly listId: string;
  readonly individualId: string;
}

/** Saves a talent in a list (PUT) or takes them out of it (DELETE); the lists refresh after. */
export function useListMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ membership, saved }: { membership: Membership; saved: boolean }) =>
      saved
        ? apiRequest(talentListsApi.addMember, { params: membership })
        : apiRequest(talentListsApi.removeMember, { params: membership }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.lists() }),
  });
}
