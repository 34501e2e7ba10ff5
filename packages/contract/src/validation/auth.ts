import { z } from 'zod';
import { LIMITS, MAX_LENGTHS } from '../constants';
import { ACCOUNT_ROLES } from '../roles';

export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters long and include at least one uppercase letter, one number, and one special character (@$!%*?&).';
export const FORGOT_PASSWORD_MESSAGE = 'Enter valid password.';
/**
 * Only the server checks a new password against the 10,000 most common ones: the list is too
 * big for the web bundle, so the client shows this message when the server sends it.
 */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another one.';

/**
 * The one password rule (spec §5 disagrees with itself; we follow its messages): 8 to 128
 * characters with an uppercase letter, a digit and a character that is neither.
 */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= LIMITS.passwordMinLength &&
    password.length <= LIMITS.passwordMaxLength &&
    /\p{Lu}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{Nd}]/u.test(password)
  );
}

export function passwordSchema(message: string) {
  return z.string({ error: message }).refine(isStrongPassword, { message });
}

/** Trimmed and lower-cased, so addresses compare case-insensitively everywhere. */
export function emailSchema(options: { required: string; invalid: string }) {
  return z
    .string({ error: options.required })
    .trim()
    .toLowerCase()
    .min(1, { message: options.required })
    .pipe(z.email({ message: options.invalid }).max(MAX_LENGTHS.email, { message: options.invalid }));
}

/** Control characters and line or paragraph separators: a name is one line of text. */
const NAME_BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/**
 * A person's name: one line holding at least one letter, so digits, punctuation or symbols
 * alone are refused.
 */
function nameSchema(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { message: `${label} is required.` })
    .min(LIMITS.nameMinLength, { message: `${label} must be at least ${LIMITS.nameMinLength} characters.` })
    .max(MAX_LENGTHS.personName, {
      message: `${label} must be at most ${MAX_LENGTHS.personName} characters.`,
    })
    .refine((name) => !NAME_BREAKS.test(name), {
      message: `${label} must not contain line breaks or control characters.`,
    })
    .refine((name) => /\p{L}/u.test(name), { message: `${label} must include letters.` });
}

export const SignupBodySchema = z.strictObject({
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  email: emailSchema({ required: 'Email is required.', invalid: 'Invalid email format.' }),
  password: z
    .string({ error: 'Password is required.' })
    .min(1, { message: 'Password is required.' })
    .pipe(passwordSchema(PASSWORD_RULE_MESSAGE)),
  role: z.enum(ACCOUNT_ROLES, { error: 'Role is required.' }),
});
export type SignupBody = z.infer<typeof SignupBodySchema>;

export const LoginBodySchema = z.strictObject({
  email: emailSchema({ required: 'Email is required.', invalid: 'Invalid email format.' }),
  password: z
    .string({ error: 'Password is required.' })
    .min(1, { message: 'Password is required.' })
    .max(LIMITS.passwordMaxLength, { message: 'Login failed! Please check your credentials.' }),
  role: z.enum(ACCOUNT_ROLES, { error: 'Role is required.' }),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const ForgotPasswordEmailSchema = emailSchema({
  required: 'Enter valid email.',
  invalid: 'Enter valid email.',
});
export const ChangeEmailSchema = emailSchema({
  required: 'Invalid email address. Please enter a valid email address.',
  invalid: 'Invalid email address. Please enter a valid email address.',
});
/** The forgot-password flow's wording; the change-password page shows PASSWORD_RULE_MESSAGE. */
export const NewPasswordSchema = passwordSchema(FORGOT_PASSWORD_MESSAGE);

/**
 * Arabic-Indic (٠-٩) and Persian (۰-۹) digits as ASCII ones: Saudi keyboards type them, and a
 * code is the same code whichever digits it was typed in.
 */
export function toAsciiDigits(text: string): string {
  // Both ranges start at a code point ending in 0, so the last hex digit is the digit's value.
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) % 16));
}

export const OTP_MESSAGE = 'Enter the 4-digit code.';
export const OtpCodeSchema = z
  .string({ error: OTP_MESSAGE })
  .trim()
  .overwrite(toAsciiDigits)
  .regex(new RegExp(`^\\d{${LIMITS.otpLength}}$`), { message: OTP_MESSAGE });
