import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileKeys } from './profile-keys';

/** A talent profile (GET /individuals/{id}); a hidden one answers 404 to everyone but its owner. */
export function individualQuery(id: string) {
  return queryOptions({
    queryKey: profileKeys.individual(id),
    queryFn: async ({ signal }) => (await import('./profile-requests')).fetchIndividual(id, signal),
  });
}

export function useIndividual(id: string) {
  return useQuery(individualQuery(id));
}
