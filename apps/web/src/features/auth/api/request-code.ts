import { authApi, type OtpUseCase } from '@casting/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface RequestCodeInput {
  readonly userId: string;
  readonly useCase: OtpUseCase;
}

/** POST /otp: a (new) code by e-mail; the change use cases need the session, which the client sends. */
export function useRequestCode() {
  return useMutation({
    mutationFn: (body: RequestCodeInput) => apiRequest(authApi.requestCode, { body }),
  });
}
