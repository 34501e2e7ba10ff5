import { listIndividualsEndpoint, PAGE_SIZES, type Specialty } from '@casting/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ExploreState, ModelFilters } from '../explore-params';

export interface IndividualsFilter {
  readonly category: Specialty;
  readonly searchKey: string;
  /** Only models have these attributes, so they are sent for the Model category alone. */
  readonly model: ModelFilters | null;
}

/** The filter of Explore's profiles view: the model filters apply to the Model category alone. */
export function individualsFilterOf(state: ExploreState): IndividualsFilter {
  return {
    category: state.category,
    searchKey: state.searchKey,
    model: state.category === 'MODEL' ? state.filters : null,
  };
}

/** The list's pages for `filter`: what Explore shows, and what it prefetches (`explore-data.ts`). */
export function individualsListQuery(filter: IndividualsFilter) {
  const { model } = filter;
  return infiniteQueryOptions({
    queryKey: ['individuals', 'list', filter] as const,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(listIndividualsEndpoint, {
        query: {
          'filter[individualCategory]': filter.category,
          'filter[searchKey]': filter.searchKey === '' ? undefined : filter.searchKey,
          'filter[gender]': model?.gender ?? undefined,
          'filter[hairColor]': model?.hairColor ?? undefined,
          'filter[skinTone]': model?.skinTone ?? undefined,
          'filter[eyeColor]': model?.eyeColor ?? undefined,
          'filter[shoeSize]': model?.shoeSize ?? undefined,
          'filter[dressSize]': model?.dressSize ?? undefined,
          'paginate[cursor]': pageParam ?? undefined,
          'paginate[limit]': PAGE_SIZES.explore,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: ({ meta }) => meta.nextCursor ?? undefined,
  });
}

export function useIndividualsList(filter: IndividualsFilter) {
  return useInfiniteQuery(individualsListQuery(filter));
}
