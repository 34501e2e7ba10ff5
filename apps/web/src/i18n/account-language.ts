import type { UserStatus } from '@casting/contract';
import { chooseLanguage, i18n } from './i18n';
import { isSupportedLanguage, type SupportedLanguage } from './languages';
import { PREFERENCE_KEYS, readLocal, removeLocal, writeLocal } from '../lib/local-data';
import { getSession, updateUser } from '../lib/session-store';

/*
 * The language follows the person (ADR 010): a choice made while signed in is saved on the
 * account; one made while signed out is kept as unsaved and saved at the next sign-in. Signing in
 * without an unsaved choice applies the account's language, so another browser opens in it.
 */

function unsavedLanguage(): SupportedLanguage | null {
  const language = readLocal(PREFERENCE_KEYS.unsavedLanguage);
  return isSupportedLanguage(language) ? language : null;
}

/** Saves a choice on the account; a failed save stays unsaved until the next sign-in. */
async function saveAccountLanguage(language: SupportedLanguage): Promise<void> {
  const { token } = getSession();
  try {
    const [{ apiRequest }, { usersApi }] = await Promise.all([
      import('../lib/api-client'),
      import('../app/user-status-endpoint'),
    ]);
    const user = await apiRequest(usersApi.setLanguage, { body: { language } });
    if (unsavedLanguage() === language) removeLocal(PREFERENCE_KEYS.unsavedLanguage);
    if (getSession().token === token) updateUser(user);
  } catch {
    // Still unsaved: the account keeps its language until a later sign-in saves this one.
  }
}

/** The switch's choice: applied and remembered here, and saved on the account when signed in. */
export function choosePersonLanguage(language: SupportedLanguage): void {
  writeLocal(PREFERENCE_KEYS.unsavedLanguage, language);
  chooseLanguage(language);
  if (getSession().token !== null) void saveAccountLanguage(language);
}

/** At sign-in: a choice made here since wins and is saved; otherwise the account's language applies. */
export function adoptAccountLanguage(user: UserStatus): void {
  const unsaved = unsavedLanguage();
  if (unsaved !== null) void saveAccountLanguage(unsaved);
  else if (user.language !== i18n.resolvedLanguage) chooseLanguage(user.language);
}
