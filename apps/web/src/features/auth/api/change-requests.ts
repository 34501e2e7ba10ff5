import { authApi } from '@casting/contract';
import { apiRequest } from '../../../lib/api-client';
import type { ResetPasswordInput } from './reset-password';
import type { UpdateEmailInput } from './update-email';

/** PATCH /auth/update-email, loaded with the API client when the form is sent. */
export function sendUpdateEmail(body: UpdateEmailInput) {
  return apiRequest(authApi.updateEmail, { body });
}

/** PATCH /auth/reset-password, loaded with the API client when the form is sent. */
export function sendResetPassword(body: ResetPasswordInput) {
  return apiRequest(authApi.resetPassword, { body });
}
