import { ForgotPasswordEmailSchema } from '@casting/contract';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../lib/local-data';

/**
 * The address a password reset started with (spec §2), kept for the flow's next pages and checked
 * when read back, since anything may have written there. Apart from the codes (`stored-codes.ts`):
 * its rule brings zod, which the signed-in changes' pages do without.
 */
export function readResetEmail(): string | null {
  const parsed = ForgotPasswordEmailSchema.safeParse(readLocal(LOCAL_KEYS.resetEmail));
  return parsed.success ? parsed.data : null;
}

export function storeResetEmail(email: string): void {
  writeLocal(LOCAL_KEYS.resetEmail, email);
}
