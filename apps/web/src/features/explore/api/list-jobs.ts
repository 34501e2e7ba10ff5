import { jobsApi, PAGE_SIZES, type JobCategory } from '@casting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface JobsFilter {
  readonly category: JobCategory;
  readonly searchKey: string;
}

/** Under the `jobs` key, so posting or closing a job (which invalidates `jobs`) refreshes the lists. */
function jobsListKey(filter: JobsFilter) {
  return ['jobs', 'list', filter] as const;
}

export function useJobsList(filter: JobsFilter) {
  return useInfiniteQuery({
    queryKey: jobsListKey(filter),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(jobsApi.list, {
        query: {
          'filter[jobCategory]': filter.category,
          'filter[searchKey]': filter.searchKey === '' ? undefined : filter.searchKey,
          'paginate[cursor]': pageParam ?? undefined,
          'paginate[limit]': PAGE_SIZES.explore,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: ({ meta }) => meta.nextCursor ?? undefined,
  });
}
