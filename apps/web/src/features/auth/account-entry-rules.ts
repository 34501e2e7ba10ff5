import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBodySchema, SignupBodySchema } from '@casting/contract';

/**
 * The rules of the login and sign-up forms: the server's own schemas and words. Loaded when a form
 * is first checked (`lib/lazy-resolver.ts`).
 */
export const loginRules = zodResolver(LoginBodySchema);
export const signupRules = zodResolver(SignupBodySchema);
