import type { Language, UpdateNameBody, UserStatus } from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Authenticator } from '../../lib/auth';
import type { MediaUrls } from '../../lib/media-urls';
import { serverText } from '../../lib/messages/server-messages';
import { toUserStatus } from './users.mapper';
import type { Clock } from '../../lib/clock';
import { findUserWithProfiles, insertConsent, updateUserLanguage, updateUserName } from './users.repo';

export async function getUserStatus(db: Db, mediaUrls: MediaUrls, userId: string): Promise<UserStatus> {
  const row = await findUserWithProfiles(db, userId);
  if (row === null) throw new AppError('UNAUTHENTICATED', serverText('logIn'));
  return toUserStatus(row, mediaUrls);
}

/**
 * Saves the account's language. This process's cached sessions carry the old one and are
 * dropped; another process's cache answers in the old language for at most 30 seconds.
 */
export async function setUserLanguage(
  db: Db,
  mediaUrls: MediaUrls,
  sessions: Pick<Authenticator, 'forgetUser'>,
  userId: string,
  language: Language,
): Promise<UserStatus> {
  await updateUserLanguage(db, userId, language);
  sessions.forgetUser(userId);
  return getUserStatus(db, mediaUrls, userId);
}

/** The person corrects their names (issue 36); every page that shows them reads them from these rows. */
export async function setUserName(
  db: Db,
  mediaUrls: MediaUrls,
  userId: string,
  names: UpdateNameBody,
): Promise<UserStatus> {
  await updateUserName(db, userId, names);
  return getUserStatus(db, mediaUrls, userId);
}

/** The person agrees to the current privacy notice (issue 36); the contract admits no other version. */
export async function recordConsent(
  db: Db,
  mediaUrls: MediaUrls,
  clock: Clock,
  userId: string,
  version: string,
): Promise<UserStatus> {
  await insertConsent(db, userId, version, clock.now());
  return getUserStatus(db, mediaUrls, userId);
}
