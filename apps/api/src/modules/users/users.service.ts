import type { UserStatus } from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toUserStatus } from './users.mapper';
import { findUserWithProfiles } from './users.repo';

export async function getUserStatus(db: Db, userId: string): Promise<UserStatus> {
  const row = await findUserWithProfiles(db, userId);
  if (row === null) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  return toUserStatus(row);
}
