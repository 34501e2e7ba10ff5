import { formatPhone } from '@casting/contract';
import { loadPhoneNumbers } from './phone-numbers';

/** A stored phone in the international format, once the phone rules have loaded. */
export async function formatStoredPhone(phone: string): Promise<string> {
  await loadPhoneNumbers();
  return formatPhone(phone);
}
