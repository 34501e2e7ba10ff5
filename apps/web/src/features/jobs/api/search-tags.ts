import { tagsApi } from '@casting/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useTagSearch(searchKey: string) {
  return useQuery({
    queryKey: ['tags', 'search', searchKey] as const,
    queryFn: ({ signal }) => apiRequest(tagsApi.search, { query: { searchKey }, signal }),
    enabled: searchKey !== '',
    // Suggestions stay in place while the next keystroke's answer is on its way.
    placeholderData: keepPreviousData,
  });
}
