import { authApi, type LoginBody } from '@casting/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adoptAccountLanguage } from '../../../i18n/account-language';
import { setSession } from '../../../lib/session-store';

/** Spec §4: signing in stores the token for seven days and the user status. */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => apiRequest(authApi.login, { body }),
    onSuccess: ({ token, user }) => {
      setSession(token, user);
      adoptAccountLanguage(user);
    },
  });
}
