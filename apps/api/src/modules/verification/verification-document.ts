import { messageText } from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { MediaUrls } from '../../lib/media-urls';
import { findOwnedMedia } from '../media/media.repo';

/** What a verification document may be, by the type detected in the bytes uploaded. */
const DOCUMENT_TYPES: readonly string[] = ['application/pdf', 'image/jpeg', 'image/png'];

/**
 * The storage key of the organization's document: its own upload, a PDF, JPEG or PNG. Called
 * inside the transaction that stores it, so the upload cannot be swept away meanwhile.
 */
export async function ownDocumentKey(
  db: Db,
  ownerId: string,
  mediaUrls: MediaUrls,
  reference: string,
): Promise<string> {
  const refused = new AppError('VALIDATION_FAILED', [messageText('verificationDocument')]);
  const key = mediaUrls.keyOf(reference);
  if (key === null) throw refused;
  const document = (await findOwnedMedia(db, ownerId, [key])).get(key);
  const type = document?.uploadedType ?? null;
  if (type === null || !DOCUMENT_TYPES.includes(type)) throw refused;
  return key;
}
