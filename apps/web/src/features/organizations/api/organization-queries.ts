import { reviewsApi } from '@casting/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const organizationKeys = {
  all: ['organizations'] as const,
  page: (id: string) => [...organizationKeys.all, id] as const,
  reviews: (id: string) => [...organizationKeys.all, id, 'reviews'] as const,
};

/** An organization's public page: profile, rating and record (GET /organizations/{id}). */
export function useOrganizationPage(id: string) {
  return useQuery({
    queryKey: organizationKeys.page(id),
    queryFn: ({ signal }) => apiRequest(reviewsApi.organization, { params: { id }, signal }),
  });
}

/** Its talent's published reviews, newest first, a page at a time (GET /organizations/{id}/reviews). */
export function useOrganizationReviews(id: string) {
  return useInfiniteQuery({
    queryKey: organizationKeys.reviews(id),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(reviewsApi.organizationReviews, {
        params: { id },
        query: { 'paginate[page]': pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
  });
}
