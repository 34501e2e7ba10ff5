import { useQuery } from '@tanstack/react-query';
import { profileKeys } from './profile-keys';

/** The reviews organizations left the talent, newest first (GET /individuals/{id}/reviews). */
export function useReviews(id: string) {
  return useQuery({
    queryKey: profileKeys.reviews(id),
    queryFn: async ({ signal }) => (await import('./profile-requests')).fetchReviews(id, signal),
    select: (data) => data.reviews,
  });
}
