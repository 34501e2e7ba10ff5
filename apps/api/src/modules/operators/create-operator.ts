import { emailSchema, isStrongPassword, messageText, PASSWORD_RULE_MESSAGE } from '@casting/contract';
import type { Db } from '../../db/database';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/unique-violation';
import { insertOperator } from './operators.repo';
import { newTotpSecret, totpUrl } from './totp';

const EMAIL = emailSchema({ required: messageText('emailRequired'), invalid: messageText('emailInvalid') });

export type CreatedOperator =
  | { readonly ok: true; readonly id: string; readonly totpSecret: string; readonly totpUrl: string }
  | { readonly ok: false; readonly problem: string };

/**
 * Makes an operator with a new TOTP secret, or with `totpSecret` (the demo's fixed one). The secret
 * is returned once, to be shown once: it is not printed or logged anywhere else.
 */
export async function createOperator(
  db: Db,
  input: { email: string; password: string; totpSecret?: string },
): Promise<CreatedOperator> {
  const email = EMAIL.safeParse(input.email);
  if (!email.success) return { ok: false, problem: messageText('emailInvalid') };
  if (!isStrongPassword(input.password)) return { ok: false, problem: PASSWORD_RULE_MESSAGE };
  const totpSecret = input.totpSecret ?? newTotpSecret();
  try {
    const row = await insertOperator(db, {
      email: email.data,
      passwordHash: await hashPassword(input.password),
      totpSecret,
    });
    return { ok: true, id: row.id, totpSecret, totpUrl: totpUrl(totpSecret, row.email) };
  } catch (error) {
    if (isUniqueViolation(error))
      return { ok: false, problem: `An operator with ${email.data} exists already.` };
    throw error;
  }
}
