import { authApi, type LoginBody, type SignupBody } from '@casting/contract';
import { apiRequest } from '../../../lib/api-client';

/*
 * Login's and sign-up's requests, with the API client and zod: loaded when the person first sends
 * the form, so that the two public forms paint without them (ADR 025).
 */

export function sendLogin(body: LoginBody) {
  return apiRequest(authApi.login, { body });
}

export function sendSignup(body: SignupBody) {
  return apiRequest(authApi.signup, { body });
}
