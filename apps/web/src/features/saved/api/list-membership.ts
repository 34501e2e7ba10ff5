import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedKeys } from './saved-keys';

export interface Membership {
  readonly listId: string;
  readonly individualId: string;
}

/** Saves a talent in a list (PUT) or takes them out of it (DELETE); the lists refresh after. */
export function useListMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ membership, saved }: { membership: Membership; saved: boolean }) =>
      (await import('./membership-request')).sendMembership(membership, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.lists() }),
  });
}
