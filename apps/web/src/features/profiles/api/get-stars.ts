import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileKeys } from './profile-keys';

/** The talent's average rating out of 5 (GET /individuals/{id}/stars). */
export function starsQuery(id: string) {
  return queryOptions({
    queryKey: profileKeys.stars(id),
    queryFn: async ({ signal }) => (await import('./profile-requests')).fetchStars(id, signal),
  });
}

export function useStars(id: string) {
  return useQuery(starsQuery(id));
}
