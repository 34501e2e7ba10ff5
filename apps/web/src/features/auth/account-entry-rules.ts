import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBodySchema, messageText, SignupBodySchema } from '@casting/contract';
import { z } from 'zod';

/**
 * The sign-up form: the server's body, and the person's consent to the privacy notice (issue 36),
 * which the form sends as the notice's version.
 */
export const SignupFormSchema = SignupBodySchema.omit({ consentVersion: true }).extend({
  consent: z.boolean().refine((agreed) => agreed, { message: messageText('consentRequired') }),
});
export type SignupFormValues = z.input<typeof SignupFormSchema>;

/**
 * The rules of the login and sign-up forms: the server's own schemas and words. Loaded when a form
 * is first checked (`lib/lazy-resolver.ts`).
 */
export const loginRules = zodResolver(LoginBodySchema);
export const signupRules = zodResolver(SignupFormSchema);
