import { messageText } from '../messages/contract-messages';
import { z } from 'zod';
import { BODY_LIMITS } from '../constants';
import { UserStatusSchema } from '../domain/user-status';
import { defineEndpoint } from '../http/endpoint';
import { OTP_USE_CASES } from '../options/otp-use-cases';
import {
  ChangeEmailSchema,
  ForgotPasswordEmailSchema,
  LoginBodySchema,
  NewPasswordSchema,
  OtpCodeSchema,
  passwordSchema,
  PASSWORD_RULE_MESSAGE,
  SignupBodySchema,
} from '../validation/auth';
import { closestOptionUnion } from '../validation/closest-option';

export const SessionSchema = z.object({ user: UserStatusSchema, token: z.string() });

/** The answer to every "send me a code" request, the same whether or not the account exists. */
export const CodeRequestedSchema = z.object({ status: z.literal('sent') });

export const USER_ID_MESSAGE = messageText('userId');
const UserIdSchema = z
  .string({ error: USER_ID_MESSAGE })
  .trim()
  .pipe(z.uuid({ error: USER_ID_MESSAGE }));

export const OtpRequestBodySchema = z.strictObject({
  userId: UserIdSchema,
  useCase: z.enum(OTP_USE_CASES),
});

export const VerifyAccountBodySchema = z.strictObject({
  userId: UserIdSchema,
  otp: OtpCodeSchema,
});

export const ForgotPasswordBodySchema = z.strictObject({ email: ForgotPasswordEmailSchema });

export const VerifyForgotPasswordBodySchema = z.strictObject({
  email: ForgotPasswordEmailSchema,
  otp: OtpCodeSchema,
  password: NewPasswordSchema,
});

/** The change-password page states the whole rule (spec §5). */
export const ResetPasswordBodySchema = z.strictObject({
  userId: z.string().trim().max(64).optional(),
  otp: OtpCodeSchema,
  password: passwordSchema(PASSWORD_RULE_MESSAGE),
});

export const UpdateEmailBodySchema = z.strictObject({ newEmail: ChangeEmailSchema, otp: OtpCodeSchema });

export const authApi = {
  signup: defineEndpoint({
    method: 'POST',
    path: '/auth/signup',
    summary:
      'Creates an unverified account and e-mails a VERIFY_ACCOUNT code. A taken address answers the same way (the owner is told by e-mail instead). One sign-up a minute and five an hour per address, whatever its state; beyond, 429 with Retry-After.',
    tag: 'auth',
    bodyLimit: BODY_LIMITS.auth,
    auth: 'public',
    body: SignupBodySchema,
    data: UserStatusSchema,
    successStatus: 201,
    errors: [],
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    summary:
      'Signs in with e-mail, password and the account role; backs off after repeated failures of an address, and after 30 failures in 5 minutes from one IP address (except for an address that signed in from it before), with 429 and Retry-After. An account an operator suspended answers 403 SUSPENDED, saying until when and how to appeal.',
    tag: 'auth',
    bodyLimit: BODY_LIMITS.auth,
    auth: 'public',
    body: LoginBodySchema,
    data: SessionSchema,
    successStatus: 200,
    errors: ['UNAUTHENTICATED', 'SUSPENDED'],
  }),
  requestCode: defineEndpoint({
    method: 'POST',
    path: '/otp',
    summary:
      '(Re)sends a code. VERIFY_ACCOUNT needs no session; UPDATE_EMAIL and RESET_PASSWORD need one and go to the verified address. At most one send a minute and five an hour per address and use case; a 429 says when to ask again, with Retry-After.',
    tag: 'auth',
    bodyLimit: BODY_LIMITS.auth,
    auth: 'public',
    body: OtpRequestBodySchema,
    data: CodeRequestedSchema,
    successStatus: 200,
    errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
  }),
  verifyAccount: defineEndpoint({
    method: 'PATCH',
    path: '/auth/verify-account',
    summary: 'Verifies a new account with its VERIFY_ACCOUNT code and signs it in.',
    tag: 'auth',
    bodyLimit: BODY_LIMITS.auth,
    auth: 'public',
    body: VerifyAccountBodySchema,
    data: SessionSchema,
    successStatus: 200,
    errors: [],
  }),
  forgotPassword: defineEndpoint({
    method: 'PATCH',
    path: '/auth/forgot-password',
    summary:
      'With {email}: e-mails a RESET_PASSWORD code (the same answer for unknown addresses). With {email, otp, password}: sets the new password, as /auth/verify-forgot-password does.',
    tag: 'auth',
    bodyLimit: BODY_LIMITS.auth,
    auth: 'public',
    body: closestOptionUnion([VerifyForgotPasswordBodySchema, ForgotPasswordBodySchema]),
    data: CodeRequestedSchema.or(z.object({ status: z.literal('password-changed') })),
    successStatus: 200,
    errors: [],
  }),
  verifyForgotPassword: defineEndpoint({
    method: 'PATCH',
    path: '/auth/verify-forgot-password',
    summary: 'Sets a new password with a RESET_PASSWORD code and signs out every session of the account.',
    tag: 'auth',
    bodyLimit: BODY_LIMITS.auth,
    auth: 'public',
    body: VerifyForgotPasswordBodySchema,
    data: z.object({ status: z.literal('password-changed') }),
    successStatus: 200,
    errors: [],
  }),
  resetPassword: defineEndpoint({
    method: 'PATCH',
    path: '/auth/reset-password',
    summary:
      "Changes the signed-in account's password with a RESET_PASSWORD code; other sessions are signed out. A userId, if sent, must be the caller's.",
    tag: 'auth',
    bodyLimit: BODY_LIMITS.auth,
    auth: 'session',
    step: 'onboarded',
    body: ResetPasswordBodySchema,
    data: z.object({ status: z.literal('password-changed') }),
    successStatus: 200,
    errors: ['FORBIDDEN'],
  }),
  updateEmail: defineEndpoint({
    method: 'PATCH',
    path: '/auth/update-email',
    summary:
      "Changes the signed-in account's e-mail with an UPDATE_EMAIL code; the old address is told and other sessions are signed out. The code is checked first: an address another account uses is a 409 only after a right code; the current address is a 400.",
    tag: 'auth',
    bodyLimit: BODY_LIMITS.auth,
    auth: 'session',
    step: 'onboarded',
    body: UpdateEmailBodySchema,
    data: z.object({ user: UserStatusSchema }),
    successStatus: 200,
    errors: ['CONFLICT'],
  }),
  logout: defineEndpoint({
    method: 'DELETE',
    path: '/sessions',
    summary: 'Revokes the current session token.',
    tag: 'auth',
    bodyLimit: BODY_LIMITS.auth,
    auth: 'session',
    step: 'deleting',
    data: z.null(),
    successStatus: 200,
    errors: [],
  }),
};
