import type { Individual, UpdateIndividualBody } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSession, updateUser } from '../../../lib/session-store';
import { profileKeys } from './profile-keys';

/** The stored user status carries the bio, visibility and picture too (the avatar menu reads it). */
function refreshStoredIndividual(individual: Individual): void {
  const { user } = getSession();
  if (user?.individual?.id !== individual.id) return;
  updateUser({
    ...user,
    individual: {
      ...user.individual,
      bio: individual.bio,
      isVisible: individual.isVisible,
      specialtyInfo: individual.specialtyInfo,
    },
  });
}

/** Edits the caller's own talent profile (PATCH /individuals/me); each screen sends only what it edits. */
export function useUpdateIndividual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateIndividualBody) =>
      (await import('./profile-requests')).sendIndividualUpdate(body),
    onSuccess: (individual) => {
      queryClient.setQueryData(profileKeys.individual(individual.id), individual);
      refreshStoredIndividual(individual);
    },
  });
}
