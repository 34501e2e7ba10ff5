import { useMutation } from '@tanstack/react-query';

export interface ResetPasswordInput {
  readonly otp: string;
  readonly password: string;
}

/** A signed-in password change with a RESET_PASSWORD code; the other sessions are signed out. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: ResetPasswordInput) =>
      (await import('./change-requests')).sendResetPassword(body),
  });
}
