import { composePhone, PHONE_MESSAGE, PhoneSchema } from '@casting/contract';
import { loadPhoneNumbers } from './phone-numbers';

/**
 * What is wrong with a phone typed as a dial code and a number, in the server's own rule and
 * words (spec §5), or undefined. Waits for the phone rules the first time (a form's resolver
 * validates asynchronously), so the page that asks for a phone needs them only on submit.
 */
export async function phoneIssue(dialCode: string | null, number: string): Promise<string | undefined> {
  if (dialCode === null) return PHONE_MESSAGE;
  await loadPhoneNumbers();
  return PhoneSchema.safeParse(composePhone(dialCode, number)).error?.issues[0]?.message;
}
