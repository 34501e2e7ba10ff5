import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordBodySchema, UpdateEmailBodySchema } from '@casting/contract';

/**
 * The rules of the signed-in changes' forms: each request's own rule and words. Loaded when a
 * form is first checked (`lib/lazy-resolver.ts`).
 */
export const newEmailRules = zodResolver(UpdateEmailBodySchema.pick({ newEmail: true }));
export const newPasswordRules = zodResolver(ResetPasswordBodySchema.pick({ password: true }));
