import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { AccountAllowance } from '../../lib/account-limits';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { MediaStorage } from '../../lib/storage/media-storage';
import { deleteMedia, insertMedia, sumMediaBytes } from './media.repo';
import { VIDEO_EXTENSIONS } from './media-types';
import { processImage } from './process-image';
import type { ReadUpload } from './read-upload';

export interface MediaDeps {
  readonly db: Db;
  readonly storage: MediaStorage;
  readonly publicUrl: string;
  readonly allowance: AccountAllowance;
}

export function mediaUrl(publicUrl: string, fileName: string): string {
  return `${publicUrl}/media/${fileName}`;
}

const MEGABYTE = 1024 * 1024;

async function assertRoomFor(deps: MediaDeps, db: Db, ownerId: string, bytes: number): Promise<void> {
  const limit = deps.allowance.limits.storedMediaBytes;
  if ((await sumMediaBytes(db, ownerId)) + bytes > limit) {
    throw new AppError('PAYLOAD_TOO_LARGE', [
      `Your uploads exceed the ${String(Math.floor(limit / MEGABYTE))}MB storage limit.`,
    ]);
  }
}

interface Prepared {
  readonly record: Parameters<typeof insertMedia>[1] & { readonly id: string; readonly fileName: string };
  readonly files: readonly { name: string; body: Buffer; contentType: string }[];
}

/** The files to write and the row that records them: images re-encoded with a thumbnail, videos as sent. */
async function prepare(upload: ReadUpload, ownerId: string): Promise<Prepared> {
  const id = randomUUID();
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
    record: { id, ownerId, kind: 'video', fileName, contentType: upload.mime, bytes: upload.buffer.length },
    files: [{ name: fileName, body: upload.buffer, contentType: upload.mime }],
  };
}

/**
 * Stores one upload under a server-chosen name and returns its URL. The account's hourly count
 * and stored bytes are checked before the image work and again, exactly, in the transaction that
 * records the file; the file is written once that has committed, so a refused upload leaves none.
 */
export async function storeUpload(deps: MediaDeps, actor: Actor, upload: ReadUpload): Promise<string> {
  await deps.allowance.check('upload', actor.userId);
  await assertRoomFor(deps, deps.db, actor.userId, upload.buffer.length);
  const { record, files } = await prepare(upload, actor.userId);
  await deps.db.transaction(async (tx) => {
    // Taking the upload holds the account's upload lock until commit, so the sum is exact too.
    await deps.allowance.take(tx, 'upload', actor.userId);
    await assertRoomFor(deps, tx, actor.userId, record.bytes);
    await insertMedia(tx, record);
  });
  try {
    for (const file of files) await deps.storage.put(file.name, file.body, file.contentType);
  } catch (error) {
    await deleteMedia(deps.db, record.id);
    throw error;
  }
  return mediaUrl(deps.publicUrl, record.fileName);
}
