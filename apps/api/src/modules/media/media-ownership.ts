import { mapMedia } from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { MediaUrls } from '../../lib/media-urls';
import { findOwnedFileNames } from './media.repo';

export const NOT_OWN_MEDIA_MESSAGE = 'Please use files you uploaded yourself.';

function keyOrRefuse(mediaUrls: MediaUrls, reference: string): string {
  const key = mediaUrls.keyOf(reference);
  if (key === null) throw new AppError('VALIDATION_FAILED', [NOT_OWN_MEDIA_MESSAGE]);
  return key;
}

async function assertOwned(db: Db, ownerId: string, keys: readonly string[]): Promise<void> {
  const wanted = [...new Set(keys)];
  const owned = await findOwnedFileNames(db, ownerId, wanted);
  if (wanted.some((key) => !owned.has(key))) throw new AppError('VALIDATION_FAILED', [NOT_OWN_MEDIA_MESSAGE]);
}

/** The storage key of one media reference a client sent, which must be a file this account uploaded. */
export async function ownMediaKey(
  db: Db,
  ownerId: string,
  mediaUrls: MediaUrls,
  reference: string,
): Promise<string> {
  const key = keyOrRefuse(mediaUrls, reference);
  await assertOwned(db, ownerId, [key]);
  return key;
}

/** A specialty info as it is stored: every media reference replaced by its key, each the account's own upload. */
export async function withOwnMediaKeys(
  db: Db,
  ownerId: string,
  mediaUrls: MediaUrls,
  info: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  const keys: string[] = [];
  const stored = mapMedia(info, (reference) => {
    const key = keyOrRefuse(mediaUrls, reference);
    keys.push(key);
    return key;
  });
  await assertOwned(db, ownerId, keys);
  return stored;
}
