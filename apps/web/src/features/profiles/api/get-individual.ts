import { profilesApi } from '@casting/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** A talent profile (GET /individuals/{id}); a hidden one answers 404 to everyone but its owner. */
export function useIndividual(id: string) {
  return useQuery({
    queryKey: profileKeys.individual(id),
    queryFn: ({ signal }) => apiRequest(profilesApi.getIndividual, { params: { id }, signal }),
  });
}
