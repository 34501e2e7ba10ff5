import { authApi } from '@casting/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adoptAccountLanguage } from '../../../i18n/account-language';
import { setSession } from '../../../lib/session-store';

export interface VerifyAccountInput {
  readonly userId: string;
  readonly otp: string;
}

/** The right code verifies the account and signs it in (spec §2 "Verifying page"). */
export function useVerifyAccount() {
  return useMutation({
    mutationFn: (body: VerifyAccountInput) => apiRequest(authApi.verifyAccount, { body }),
    onSuccess: ({ token, user }) => {
      setSession(token, user);
      adoptAccountLanguage(user);
    },
  });
}
