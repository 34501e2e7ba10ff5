import { usersApi, type UpdateNameBody } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateUser } from '../../../lib/session-store';
import { profileKeys } from './profile-keys';

/** Corrects the account holder's names (PATCH /users/me/name); a talent's profile is read again with them. */
export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNameBody) => apiRequest(usersApi.updateName, { body }),
    onSuccess: async (user) => {
      updateUser(user);
      if (user.individual !== null)
        await queryClient.invalidateQueries({ queryKey: profileKeys.individual(user.individual.id) });
    },
  });
}
