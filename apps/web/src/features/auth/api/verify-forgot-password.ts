import { authApi } from '@casting/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface VerifyForgotPasswordInput {
  readonly email: string;
  readonly otp: string;
  readonly password: string;
}

/** Step 2 of a password reset: the e-mailed code and the new password. */
export function useVerifyForgotPassword() {
  return useMutation({
    mutationFn: (body: VerifyForgotPasswordInput) => apiRequest(authApi.verifyForgotPassword, { body }),
  });
}
