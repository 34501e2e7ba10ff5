import type { JobCategory } from '@casting/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ExploreState } from '../explore-params';

export interface JobsFilter {
  readonly category: JobCategory;
  readonly searchKey: string;
}

/** The filter of Explore's jobs view. */
export function jobsFilterOf(state: ExploreState): JobsFilter {
  return { category: state.category, searchKey: state.searchKey };
}

/** Under the `jobs` key, so posting or closing a job (which invalidates `jobs`) refreshes the lists. */
function jobsListKey(filter: JobsFilter) {
  return ['jobs', 'list', filter] as const;
}

/**
 * The list's pages for `filter`: what Explore shows, and what it prefetches (`explore-data.ts`).
 * The request loads when the list first asks, as the profiles' does (`list-individuals.ts`).
 */
export function jobsListQuery(filter: JobsFilter) {
  return infiniteQueryOptions({
    queryKey: jobsListKey(filter),
    queryFn: async ({ pageParam, signal }) =>
      (await import('./fetch-jobs-page')).fetchJobsPage(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: ({ meta }) => meta.nextCursor ?? undefined,
  });
}

export function useJobsList(filter: JobsFilter) {
  return useInfiniteQuery(jobsListQuery(filter));
}
