import { DOCUMENT_KEY, messageText } from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { MediaUrls } from '../../lib/media-urls';
import { findOwnedMedia } from '../media/media.repo';

/** What an image sent to /upload/images may have been to stand as a document (before /upload/documents). */
const IMAGE_DOCUMENT_TYPES: readonly string[] = ['image/jpeg', 'image/png'];

/**
 * The storage key of the organization's document: its own upload through /upload/documents, or
 * a JPEG or PNG it sent to /upload/images (as the web app did before documents had their own
 * upload). Called inside the transaction that stores it, so the upload cannot be swept away
 * meanwhile.
 */
export async function ownDocumentKey(
  db: Db,
  ownerId: string,
  mediaUrls: MediaUrls,
  reference: string,
): Promise<string> {
  const refused = new AppError('VALIDATION_FAILED', [messageText('verificationDocument')]);
  const key = DOCUMENT_KEY.test(reference) ? reference : mediaUrls.keyOf(reference);
  if (key === null) throw refused;
  const upload = (await findOwnedMedia(db, ownerId, [key])).get(key);
  const isDocument =
    upload?.kind === 'document' ||
    (upload?.kind === 'image' && IMAGE_DOCUMENT_TYPES.includes(upload.uploadedType ?? ''));
  if (!isDocument) throw refused;
  return key;
}
