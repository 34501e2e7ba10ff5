import type { LicenceType, Specialty } from '@casting/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ExploreState, ModelFilters } from '../explore-params';

export interface IndividualsFilter {
  readonly category: Specialty;
  readonly searchKey: string;
  /** Only models have these attributes, so they are sent for the Model category alone. */
  readonly model: ModelFilters | null;
  readonly licence: LicenceType | null;
}

/**
 * The filter of Explore's profiles view: the model filters apply to the Model category alone, the
 * licence to every category.
 */
export function individualsFilterOf(state: ExploreState): IndividualsFilter {
  return {
    category: state.category,
    searchKey: state.searchKey,
    model: state.category === 'MODEL' ? state.filters : null,
    licence: state.licence,
  };
}

/**
 * The list's pages for `filter`: what Explore shows, and what it prefetches (`explore-data.ts`).
 * The request, with the API client, zod and the endpoint's schemas, loads when the list first
 * asks: the server's render of Explore comes with the first page (ADR 022), so the page's first
 * load needs none of them.
 */
export function individualsListQuery(filter: IndividualsFilter) {
  return infiniteQueryOptions({
    queryKey: ['individuals', 'list', filter] as const,
    queryFn: async ({ pageParam, signal }) =>
      (await import('./fetch-individuals-page')).fetchIndividualsPage(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: ({ meta }) => meta.nextCursor ?? undefined,
  });
}

export function useIndividualsList(filter: IndividualsFilter) {
  return useInfiniteQuery(individualsListQuery(filter));
}
