import type { UserStatus } from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { MediaUrls } from '../../lib/media-urls';
import { toUserStatus } from './users.mapper';
import { findUserWithProfiles } from './users.repo';

export async function getUserStatus(db: Db, mediaUrls: MediaUrls, userId: string): Promise<UserStatus> {
  const row = await findUserWithProfiles(db, userId);
  if (row === null) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  return toUserStatus(row, mediaUrls);
}
