import { authApi } from '@casting/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ResetPasswordInput {
  readonly otp: string;
  readonly password: string;
}

/** A signed-in password change with a RESET_PASSWORD code; the other sessions are signed out. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordInput) => apiRequest(authApi.resetPassword, { body }),
  });
}
