import type { LoginBody } from '@casting/contract';
import { useMutation } from '@tanstack/react-query';
import { adoptAccountLanguage } from '../../../i18n/account-language';
import { setSession } from '../../../lib/session-store';

/** Spec §4: signing in stores the token for seven days and the user status. */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginBody) => (await import('./account-entry-requests')).sendLogin(body),
    onSuccess: ({ token, user }) => {
      setSession(token, user);
      adoptAccountLanguage(user);
    },
  });
}
