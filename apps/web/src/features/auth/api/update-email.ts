import { useMutation } from '@tanstack/react-query';
import { updateUser } from '../../../lib/session-store';

export interface UpdateEmailInput {
  readonly newEmail: string;
  readonly otp: string;
}

/** Spec §7: the answer's user becomes the stored user status. */
export function useUpdateEmail() {
  return useMutation({
    mutationFn: async (body: UpdateEmailInput) => (await import('./change-requests')).sendUpdateEmail(body),
    onSuccess: ({ user }) => {
      updateUser(user);
    },
  });
}
