import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { findOwnedFileNames } from './media.repo';

export const NOT_OWN_MEDIA_MESSAGE = 'Please use files you uploaded yourself.';

/** Every URL must be one of our media URLs, uploaded by this account. */
export async function assertOwnMedia(
  db: Db,
  ownerId: string,
  publicUrl: string,
  urls: readonly string[],
): Promise<void> {
  const prefix = `${publicUrl}/media/`;
  const names = urls.map((url) => (url.startsWith(prefix) ? url.slice(prefix.length) : null));
  if (names.some((name) => name === null || name.includes('/')))
    throw new AppError('VALIDATION_FAILED', [NOT_OWN_MEDIA_MESSAGE]);
  const wanted = [...new Set(names as string[])];
  const owned = await findOwnedFileNames(db, ownerId, wanted);
  if (wanted.some((name) => !owned.has(name)))
    throw new AppError('VALIDATION_FAILED', [NOT_OWN_MEDIA_MESSAGE]);
}
