import { LOGO_MIME_TYPES, mapMedia, UPLOAD_MESSAGES } from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { MediaUrls } from '../../lib/media-urls';
import { findOwnedMedia, type OwnedMedia } from './media.repo';
import { serverText } from '../../lib/messages/server-messages';

export const NOT_OWN_MEDIA_MESSAGE = serverText('ownFiles');

function keyOrRefuse(mediaUrls: MediaUrls, reference: string): string {
  const key = mediaUrls.keyOf(reference);
  if (key === null) throw new AppError('VALIDATION_FAILED', [NOT_OWN_MEDIA_MESSAGE]);
  return key;
}

async function assertOwned(
  db: Db,
  ownerId: string,
  keys: readonly string[],
): Promise<Map<string, OwnedMedia>> {
  const wanted = [...new Set(keys)];
  const owned = await findOwnedMedia(db, ownerId, wanted);
  if (wanted.some((key) => !owned.has(key))) throw new AppError('VALIDATION_FAILED', [NOT_OWN_MEDIA_MESSAGE]);
  return owned;
}

/**
 * The storage key of an organization's logo: the account's own image, uploaded as a JPEG or PNG
 * (rows from before the uploaded type was kept pass on being images). Called inside the
 * transaction that stores it, so the upload cannot be swept away meanwhile.
 */
export async function ownLogoKey(
  db: Db,
  ownerId: string,
  mediaUrls: MediaUrls,
  reference: string,
): Promise<string> {
  const key = keyOrRefuse(mediaUrls, reference);
  const logo = (await assertOwned(db, ownerId, [key])).get(key);
  const isLogoType =
    logo?.kind === 'image' &&
    (logo.uploadedType === null || (LOGO_MIME_TYPES as readonly string[]).includes(logo.uploadedType));
  if (!isLogoType) throw new AppError('VALIDATION_FAILED', [UPLOAD_MESSAGES.logo]);
  return key;
}

/**
 * A specialty info as it is stored: every media reference replaced by its key, each the account's
 * own upload. Called inside the transaction that stores it, like ownLogoKey.
 */
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
