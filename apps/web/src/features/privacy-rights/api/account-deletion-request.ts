import { usersApi } from '@casting/contract';
import { apiRequest } from '../../../lib/api-client';

/** Loaded with the deletion dialog's first submit, never with the page that shows the section. */
export function deleteAccount(password: string): Promise<null> {
  return apiRequest(usersApi.deleteMe, { body: { password } });
}
