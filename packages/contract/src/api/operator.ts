import { z } from 'zod';
import { BODY_LIMITS, LIMITS } from '../constants';
import { defineEndpoint } from '../http/endpoint';
import { keysetPageOf, keysetQueryOf } from '../http/keyset-pagination';
import { messageText } from '../messages/contract-messages';
import { emailSchema } from '../validation/email';
import { requiredText } from '../validation/text';
import { toAsciiDigits } from '../validation/digits';

/** Operators (issue 35): made by `npm run operator:create`, signed in with a password and a TOTP code. */
export const OPERATOR_RULES = {
  /** An operator session ends this long after sign-in. */
  sessionLifetimeMs: 12 * 60 * 60 * 1000,
  /** RFC 6238: six digits a 30-second step. */
  totpDigits: 6,
  totpPeriodSeconds: 30,
  /** Every operator decision says why, in at most this many characters. */
  reasonMaxLength: 1000,
  auditLogPageSize: 20,
  maxSuspensionDays: 3650,
} as const;

const TOTP_MESSAGE = messageText('totpCode');

export const TotpCodeSchema = z
  .string({ error: TOTP_MESSAGE })
  .trim()
  .overwrite(toAsciiDigits)
  .regex(new RegExp(`^\\d{${String(OPERATOR_RULES.totpDigits)}}$`), { message: TOTP_MESSAGE });

export const OperatorSignInBodySchema = z.strictObject({
  email: emailSchema({ required: messageText('emailRequired'), invalid: messageText('emailInvalid') }),
  password: z
    .string({ error: messageText('passwordRequired') })
    .min(1, { message: messageText('passwordRequired') })
    .max(LIMITS.passwordMaxLength, { message: messageText('loginFailed') }),
  totp: TotpCodeSchema,
});
export type OperatorSignInBody = z.infer<typeof OperatorSignInBodySchema>;

export const OperatorSchema = z.object({ id: z.uuid(), email: z.string() });
export type Operator = z.infer<typeof OperatorSchema>;

export const OperatorSessionSchema = z.object({
  operator: OperatorSchema,
  /** The bearer token of `/operator` calls; it works nowhere else. */
  token: z.string(),
  expiresAt: z.iso.datetime(),
});
export type OperatorSession = z.infer<typeof OperatorSessionSchema>;

/** The reason every operator decision carries, kept in the audit log. */
export const operatorReasonSchema = requiredText(
  messageText('fieldRequired', { label: messageText('labelReason') }),
  messageText('labelReason'),
  OPERATOR_RULES.reasonMaxLength,
);

/** What an operator did: each kind of entry in the audit log. */
export const AUDIT_ACTIONS = [
  'SIGNED_IN',
  'SIGNED_OUT',
  'REPORT_DECIDED',
  'USER_SUSPENDED',
  'USER_RESTORED',
  'VERIFICATION_DECIDED',
  'DISPUTE_DECIDED',
  'LICENCE_DECIDED',
  'PRIVACY_REQUEST_LOGGED',
  'PRIVACY_REQUEST_COMPLETED',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  operator: OperatorSchema,
  action: z.enum(AUDIT_ACTIONS),
  /** OPERATOR, USER, REPORT, ORGANIZATION, MILESTONE, LICENCE or PRIVACY_REQUEST. */
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string(),
  /** The state of the target before and after, as the action saw it. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogQuerySchema = keysetQueryOf({}, OPERATOR_RULES.auditLogPageSize);

export const operatorApi = {
  signIn: defineEndpoint({
    method: 'POST',
    path: '/operator/sessions',
    summary:
      "An operator signs in with e-mail, password and the authenticator's current 6-digit code (RFC 6238); a code signs in once. The session lasts 12 hours. Wrong details answer 401, too many tries 429.",
    tag: 'operator',
    auth: 'public',
    bodyLimit: BODY_LIMITS.auth,
    body: OperatorSignInBodySchema,
    data: OperatorSessionSchema,
    successStatus: 201,
    errors: ['UNAUTHENTICATED'],
  }),
  signOut: defineEndpoint({
    method: 'DELETE',
    path: '/operator/sessions',
    summary: "Ends the operator's current session.",
    tag: 'operator',
    auth: 'operator',
    data: z.null(),
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  auditLog: defineEndpoint({
    method: 'GET',
    path: '/operator/audit-log',
    summary:
      'Every operator action, newest first: who, when, what, the reason and the state before and after. Append-only: nobody can change or delete an entry.',
    tag: 'operator',
    auth: 'operator',
    query: AuditLogQuerySchema,
    data: keysetPageOf(AuditEntrySchema),
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
};
