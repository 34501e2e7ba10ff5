import { talentListsApi } from '@casting/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { savedKeys } from './saved-keys';

/** The organization's lists with their talent, newest first. */
export function useTalentLists(enabled = true) {
  return useQuery({
    queryKey: savedKeys.lists(),
    queryFn: ({ signal }) => apiRequest(talentListsApi.list, { signal }),
    select: (data) => data.items,
    enabled,
  });
}
