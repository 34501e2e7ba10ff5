import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

const organizationKeys = {
  all: ['organizations'] as const,
  page: (id: string) => [...organizationKeys.all, id] as const,
  reviews: (id: string) => [...organizationKeys.all, id, 'reviews'] as const,
};

/** An organization's public page: profile, rating and record (GET /organizations/{id}). */
export function useOrganizationPage(id: string) {
  return useQuery({
    queryKey: organizationKeys.page(id),
    queryFn: async ({ signal }) => (await import('./profile-requests')).fetchOrganizationPage(id, signal),
  });
}

/** Its talent's published reviews, newest first, a page at a time (GET /organizations/{id}/reviews). */
export function useOrganizationReviews(id: string) {
  return useInfiniteQuery({
    queryKey: organizationKeys.reviews(id),
    queryFn: async ({ pageParam, signal }) =>
      (await import('./profile-requests')).fetchOrganizationReviews(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
  });
}
