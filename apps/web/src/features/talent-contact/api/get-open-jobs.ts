import { jobsApi } from '@casting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The organization's open jobs, newest first, a page at a time. */
export function useOpenJobs(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['jobs', 'mine', 'open-for-invitation'],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(jobsApi.mine, {
        query: { 'filter[status]': 'OPEN', 'paginate[page]': pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
    enabled,
    staleTime: 0,
  });
}
