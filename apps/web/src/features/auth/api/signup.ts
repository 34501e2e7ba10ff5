import type { SignupBody } from '@casting/contract';
import { useMutation } from '@tanstack/react-query';
import { clearLocalData } from '../../../lib/local-data';
import { clearSession, updateUser } from '../../../lib/session-store';

/**
 * Spec §2/§4: a new account has no token until its code is verified, so only its user status is
 * kept. Whatever an earlier account left on this computer goes first.
 */
export function useSignup() {
  return useMutation({
    mutationFn: async (body: SignupBody) => (await import('./account-entry-requests')).sendSignup(body),
    onSuccess: (user) => {
      clearSession();
      clearLocalData();
      updateUser(user);
    },
  });
}
