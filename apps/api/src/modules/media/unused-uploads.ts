import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { MediaRow } from '../../db/schema/media';
import type { MediaStorage } from '../../lib/storage/media-storage';
import { deleteUnreferencedMedia, findMediaIdsBefore, restoreMedia } from './media.repo';
import { storeOf } from './media.service';

/** Uploads looked at per transaction: each page is a short query, on the embedded database too. */
const PAGE = 200;

export interface UnusedUploadsDeps {
  readonly db: Db;
  readonly storage: MediaStorage;
  readonly documentStorage: MediaStorage;
  readonly logger: FastifyBaseLogger;
}

/**
 * Removes the files of each upload, in order. From the first the store does not remove on, the
 * uploads not done are returned.
 */
async function removeFiles(deps: UnusedUploadsDeps, rows: readonly MediaRow[]): Promise<MediaRow[]> {
  for (const [index, row] of rows.entries()) {
    try {
      const store = storeOf(deps, row.kind);
      for (const name of [row.thumbnailName, row.fileName]) {
        if (name !== null) await store.remove(name);
      }
    } catch (error) {
      deps.logger.warn({ err: error }, 'unused uploads: the store did not remove a file');
      return rows.slice(index);
    }
  }
  return [];
}

/**
 * Deletes the uploads made before `before` that nothing refers to (a profile, a logo, a
 * verification request), record and files. An upload whose files the store did not remove gets
 * its record back, to be tried again at the next sweep; the sweep stops there, as the store is
 * not answering.
 */
export async function sweepUnusedUploads(deps: UnusedUploadsDeps, before: Date): Promise<void> {
  let after: string | undefined;
  for (;;) {
    const page = await findMediaIdsBefore(deps.db, before, after, PAGE);
    if (page.length === 0) return;
    const unused = await deps.db.transaction((tx) => deleteUnreferencedMedia(tx, page));
    const kept = await removeFiles(deps, unused);
    if (kept.length > 0) {
      await restoreMedia(deps.db, kept);
      return;
    }
    if (page.length < PAGE) return;
    after = page.at(-1);
  }
}
