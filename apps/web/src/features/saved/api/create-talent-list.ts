import { talentListsApi } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { savedKeys } from './saved-keys';

/** POST /talent-lists: a new, empty named list. */
export function useCreateTalentList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest(talentListsApi.create, { body: { name } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.lists() }),
  });
}
