import { authApi } from '@casting/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Step 1 of a password reset: a RESET_PASSWORD code to the address, if it has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => apiRequest(authApi.forgotPassword, { body: { email } }),
  });
}
