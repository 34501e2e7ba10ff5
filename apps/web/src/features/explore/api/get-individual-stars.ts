import { profilesApi } from '@casting/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Spec §2: each card fetches its rating once it is shown, hence `enabled`. */
export function useIndividualStars(individualId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['individuals', individualId, 'stars'] as const,
    queryFn: ({ signal }) => apiRequest(profilesApi.stars, { params: { id: individualId }, signal }),
    enabled,
  });
}
