import { authApi } from '@casting/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateUser } from '../../../lib/session-store';

export interface UpdateEmailInput {
  readonly newEmail: string;
  readonly otp: string;
}

/** Spec §7: the answer's user becomes the stored user status. */
export function useUpdateEmail() {
  return useMutation({
    mutationFn: (body: UpdateEmailInput) => apiRequest(authApi.updateEmail, { body }),
    onSuccess: ({ user }) => {
      updateUser(user);
    },
  });
}
