import { profilesApi } from '@casting/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** The reviews organizations left the talent, newest first (GET /individuals/{id}/reviews). */
export function useReviews(id: string) {
  return useQuery({
    queryKey: profileKeys.reviews(id),
    queryFn: ({ signal }) => apiRequest(profilesApi.reviews, { params: { id }, signal }),
    select: (data) => data.reviews,
  });
}
