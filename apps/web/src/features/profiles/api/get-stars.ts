import { profilesApi } from '@casting/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** The talent's average rating out of 5 (GET /individuals/{id}/stars). */
export function useStars(id: string) {
  return useQuery({
    queryKey: profileKeys.stars(id),
    queryFn: ({ signal }) => apiRequest(profilesApi.stars, { params: { id }, signal }),
    select: (data) => data.stars,
  });
}
