import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/auth';
import type { MediaStorage } from '../../lib/storage/media-storage';
import { insertMedia } from './media.repo';
import { VIDEO_EXTENSIONS } from './media-types';
import { processImage } from './process-image';
import { readUpload } from './read-upload';

export interface MediaDeps {
  readonly db: Db;
  readonly storage: MediaStorage;
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
    await deps.storage.put(thumbnailName, image.thumbnail, 'image/webp');
    await deps.storage.put(fileName, image.display, 'image/webp');
    await insertMedia(deps.db, {
      id,
      ownerId: actor.userId,
      kind: 'image',
      fileName,
      thumbnailName,
      contentType: 'image/webp',
      bytes: image.display.length,
      width: image.width,
      height: image.height,
    });
    return fileName;
  }
  const fileName = `${id}.${VIDEO_EXTENSIONS[upload.mime] ?? 'mp4'}`;
  await deps.storage.put(fileName, upload.buffer, upload.mime);
  await insertMedia(deps.db, {
    id,
    ownerId: actor.userId,
    kind: 'video',
    fileName,
    contentType: upload.mime,
    bytes: upload.buffer.length,
  });
  return fileName;
}
