import { DOCUMENT_KEY, MEDIA_KEY } from '@casting/contract';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import { serverText } from '../../lib/messages/server-messages';
import type { StoredObject } from '../../lib/storage/media-storage';
import { readWhole } from '../../lib/storage/read-whole';
import { isAttachmentOfTalent } from '../media-requests/media-requests.repo';
import { findUpload } from './media.repo';
import { readStoredMedia, storeOf, type MediaDeps } from './media.service';

/** Who asks for a document: an account by its session, or an operator. */
export type DocumentReader = { readonly account: Actor } | { readonly operator: true };

export interface OpenedDocument {
  readonly object: StoredObject;
  readonly contentType: string;
}

/**
 * A private document for its uploader, or any upload for an operator (a verification request made
 * before documents existed names an image), and a media request's attachment for the talent asked
 * (issue 37): NOT_FOUND for anyone else, as for a key that is none.
 */
export async function openDocument(
  deps: Pick<MediaDeps, 'db' | 'storage' | 'documentStorage' | 'logger'>,
  reader: DocumentReader,
  key: string,
): Promise<OpenedDocument> {
  const missing = new AppError('NOT_FOUND', serverText('notFound'));
  if (!DOCUMENT_KEY.test(key) && !MEDIA_KEY.test(key)) throw missing;
  const upload = await findUpload(deps.db, key);
  if (upload === null) throw missing;
  const readable =
    'operator' in reader ||
    (upload.kind === 'document' &&
      (upload.ownerId === reader.account.userId ||
        (await isAttachmentOfTalent(deps.db, key, reader.account.userId))));
  if (!readable) throw missing;
  const store = storeOf(deps, upload.kind);
  const object = await readStoredMedia(deps, (name) => readWhole(store.source, name), key, undefined);
  return { object, contentType: upload.contentType };
}
