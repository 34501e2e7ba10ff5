import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import {
  StorageUnavailableError,
  type MediaStorage,
  type StoredObject,
} from '../../lib/storage/media-storage';
import { insertMedia } from './media.repo';
import { VIDEO_EXTENSIONS } from './media-types';
import { processImage } from './process-image';
import { readUpload } from './read-upload';

export interface MediaDeps {
  readonly db: Db;
  readonly storage: MediaStorage;
  readonly logger: FastifyBaseLogger;
}

const STORAGE_RETRY_SECONDS = '5';

/** A store that does not answer is a 503 the client may retry, not a 500; the log keeps the cause. */
async function withStorage<T>(deps: MediaDeps, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    deps.logger.warn({ err: error }, 'media storage did not answer');
    throw new AppError('UNAVAILABLE', 'Media storage is not answering. Please try again shortly.', {
      'retry-after': STORAGE_RETRY_SECONDS,
    });
  }
}

/** A stored file to serve, from a store that fetches objects; NOT_FOUND when there is none. */
export async function readStoredMedia(
  deps: MediaDeps,
  get: (key: string, range: string | undefined) => Promise<StoredObject | null>,
  key: string,
  range: string | undefined,
): Promise<StoredObject> {
  const object = await withStorage(deps, () => get(key, range));
  if (object === null) throw new AppError('NOT_FOUND', 'Not found.');
  return object;
}

/** Stores one upload under a server-chosen key and returns the key. */
export async function storeUpload(
  deps: MediaDeps,
  actor: Actor,
  stream: Readable,
  unsupportedMessage: string,
): Promise<string> {
  const upload = await readUpload(stream, unsupportedMessage);
  const id = randomUUID();
  if (upload.type.kind === 'image') {
    const image = await processImage(upload.buffer);
    const fileName = `${id}.webp`;
    const thumbnailName = `${id}-thumb.webp`;
    await withStorage(deps, async () => {
      await deps.storage.put(thumbnailName, image.thumbnail, 'image/webp');
      await deps.storage.put(fileName, image.display, 'image/webp');
    });
    await insertMedia(deps.db, {
      id,
      ownerId: actor.userId,
      kind: 'image',
      fileName,
      thumbnailName,
      contentType: 'image/webp',
      uploadedType: upload.mime,
      bytes: image.display.length,
      width: image.width,
      height: image.height,
    });
    return fileName;
  }
  const fileName = `${id}.${VIDEO_EXTENSIONS[upload.mime] ?? 'mp4'}`;
  await withStorage(deps, () => deps.storage.put(fileName, upload.buffer, upload.mime));
  await insertMedia(deps.db, {
    id,
    ownerId: actor.userId,
    kind: 'video',
    fileName,
    contentType: upload.mime,
    uploadedType: upload.mime,
    bytes: upload.buffer.length,
  });
  return fileName;
}
