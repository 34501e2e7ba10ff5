import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedKeys } from './saved-keys';

/**
 * The organization's lists with their talent, newest first. The request, with the API client and
 * zod, loads when the lists are first asked for: the server's renders of Explore (`explore-data.ts`),
 * for its cards to mark the talent saved, and of /saved come with them.
 */
export function talentListsQuery() {
  return queryOptions({
    queryKey: savedKeys.lists(),
    queryFn: async ({ signal }) => (await import('./fetch-talent-lists')).fetchTalentLists(signal),
  });
}

export function useTalentLists(enabled = true) {
  return useQuery({ ...talentListsQuery(), select: (data) => data.items, enabled });
}
