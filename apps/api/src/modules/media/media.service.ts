import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { AccountAllowance } from '../../lib/account-limits';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import {
  StorageUnavailableError,
  type MediaStorage,
  type StoredObject,
} from '../../lib/storage/media-storage';
import { deleteMedia, insertMedia, sumMediaBytes } from './media.repo';
import type { MediaRow } from '../../db/schema/media';
import { DOCUMENT_EXTENSIONS, VIDEO_EXTENSIONS } from './media-types';
import { assertWholePdf } from './pdf-structure';
import { cleanDocumentImage, processImage } from './process-image';
import type { ReadUpload } from './read-upload';
import { serverText } from '../../lib/messages/server-messages';

export interface MediaDeps {
  readonly db: Db;
  readonly storage: MediaStorage;
  /** Private documents' store, which no public URL serves. */
  readonly documentStorage: MediaStorage;
  readonly logger: FastifyBaseLogger;
  readonly allowance: AccountAllowance;
  readonly clock: Clock;
}

const STORAGE_RETRY_SECONDS = '5';
const MEGABYTE = 1024 * 1024;

/** A store that does not answer is a 503 the client may retry, not a 500; the log keeps the cause. */
async function withStorage<T>(deps: Pick<MediaDeps, 'logger'>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    deps.logger.warn({ err: error }, 'media storage did not answer');
    throw new AppError('UNAVAILABLE', serverText('storageDown'), {
      'retry-after': STORAGE_RETRY_SECONDS,
    });
  }
}

/** Where an upload of this kind is kept: documents apart from the public media. */
export function storeOf(
  stores: Pick<MediaDeps, 'storage' | 'documentStorage'>,
  kind: MediaRow['kind'],
): MediaStorage {
  return kind === 'document' ? stores.documentStorage : stores.storage;
}

/** A stored file to serve, from a store that fetches objects; NOT_FOUND when there is none. */
export async function readStoredMedia(
  deps: Pick<MediaDeps, 'logger'>,
  get: (key: string, range: string | undefined) => Promise<StoredObject | null>,
  key: string,
  range: string | undefined,
): Promise<StoredObject> {
  const object = await withStorage(deps, () => get(key, range));
  if (object === null) throw new AppError('NOT_FOUND', serverText('notFound'));
  return object;
}

async function assertRoomFor(deps: MediaDeps, db: Db, ownerId: string, bytes: number): Promise<void> {
  const limit = deps.allowance.limits.storedMediaBytes;
  if ((await sumMediaBytes(db, ownerId)) + bytes > limit) {
    throw new AppError('PAYLOAD_TOO_LARGE', [
      serverText('storageFull', { megabytes: Math.floor(limit / MEGABYTE) }),
    ]);
  }
}

interface Prepared {
  readonly record: Parameters<typeof insertMedia>[1] & { readonly id: string; readonly fileName: string };
  readonly files: readonly { name: string; body: Buffer; contentType: string }[];
}

/** A document as stored: a PDF whole as sent, an image cleaned of its metadata in its own format. */
async function documentBody(upload: ReadUpload): Promise<Buffer> {
  if (upload.mime === 'application/pdf') {
    assertWholePdf(upload.buffer);
    return upload.buffer;
  }
  return cleanDocumentImage(upload.buffer, upload.mime === 'image/png' ? 'png' : 'jpeg');
}

/**
 * The files to write and the row that records them: images re-encoded with a thumbnail, videos as
 * sent, documents as documentBody keeps them.
 */
async function prepare(upload: ReadUpload, ownerId: string): Promise<Prepared> {
  const id = randomUUID();
  if (upload.type.kind === 'document') {
    const body = await documentBody(upload);
    const fileName = `${id}.${DOCUMENT_EXTENSIONS[upload.mime as keyof typeof DOCUMENT_EXTENSIONS]}`;
    return {
      record: {
        id,
        ownerId,
        kind: 'document',
        fileName,
        contentType: upload.mime,
        uploadedType: upload.mime,
        bytes: body.length,
      },
      files: [{ name: fileName, body, contentType: upload.mime }],
    };
  }
  if (upload.type.kind === 'image') {
    const image = await processImage(upload.buffer);
    const fileName = `${id}.webp`;
    const thumbnailName = `${id}-thumb.webp`;
    return {
      record: {
        id,
        ownerId,
        kind: 'image',
        fileName,
        thumbnailName,
        contentType: 'image/webp',
        uploadedType: upload.mime,
        bytes: image.display.length,
        width: image.width,
        height: image.height,
      },
      files: [
        { name: thumbnailName, body: image.thumbnail, contentType: 'image/webp' },
        { name: fileName, body: image.display, contentType: 'image/webp' },
      ],
    };
  }
  const fileName = `${id}.${VIDEO_EXTENSIONS[upload.mime] ?? 'mp4'}`;
  return {
    record: {
      id,
      ownerId,
      kind: 'video',
      fileName,
      contentType: upload.mime,
      uploadedType: upload.mime,
      bytes: upload.buffer.length,
    },
    files: [{ name: fileName, body: upload.buffer, contentType: upload.mime }],
  };
}

/**
 * Stores one upload under a server-chosen key and returns the key. The account's hourly count
 * and stored bytes are checked before the image work and again, exactly, in the transaction that
 * records the file; the file is written once that has committed, so a refused upload leaves none.
 * An upload the store does not take (in time) is answered as failed: its record goes, and it no
 * longer counts against the hour.
 */
export async function storeUpload(deps: MediaDeps, actor: Actor, upload: ReadUpload): Promise<string> {
  await deps.allowance.check('upload', actor.userId);
  await assertRoomFor(deps, deps.db, actor.userId, upload.buffer.length);
  const { record, files } = await prepare(upload, actor.userId);
  await deps.db.transaction(async (tx) => {
    // Taking the upload holds the account's upload lock until commit, so the sum is exact too.
    await deps.allowance.take(tx, 'upload', actor.userId);
    await assertRoomFor(deps, tx, actor.userId, record.bytes);
    await insertMedia(tx, { ...record, createdAt: deps.clock.now() });
  });
  const store = storeOf(deps, record.kind);
  try {
    await withStorage(deps, () =>
      Promise.all(files.map((file) => store.put(file.name, file.body, file.contentType))),
    );
  } catch (error) {
    await deps.db.transaction(async (tx) => {
      await deleteMedia(tx, record.id);
      await deps.allowance.giveBack(tx, 'upload', actor.userId);
    });
    throw error;
  }
  return record.fileName;
}
