import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { media } from '../src/db/schema/media';
import { loadEnv } from '../src/env';
import { createHousekeeping, type Housekeeping } from '../src/lib/housekeeping';
import { documentStorageFromEnv, storageFromEnv } from '../src/lib/storage/storage-from-env';
import type { TestApp } from './build-test-app';

/** The app's housekeeping, on the app's database and media directory, with these variables. */
export function housekeepingOf(t: TestApp, variables: Record<string, string> = {}): Housekeeping {
  const env = loadEnv({ DATA_DIR: t.dataDir, ...variables });
  return createHousekeeping({
    db: t.db.db,
    clock: t.clock,
    logger: t.app.log,
    unusedUploads: {
      storage: storageFromEnv(env),
      documentStorage: documentStorageFromEnv(env),
      keptMs: env.unusedUploadsKeptMs,
    },
  });
}

export interface UploadState {
  readonly record: boolean;
  readonly files: boolean;
  readonly served: number;
}

export const KEPT: UploadState = { record: true, files: true, served: 200 };
export const REMOVED: UploadState = { record: false, files: false, served: 404 };

/** Whether an upload on disk is still there: its record, its files, and what /media serves. */
export async function uploadState(t: TestApp, url: string): Promise<UploadState> {
  const key = url.slice(url.lastIndexOf('/') + 1);
  const [row] = await t.db.db.select().from(media).where(eq(media.fileName, key));
  const names = [key, ...(key.endsWith('.webp') ? [key.replace('.webp', '-thumb.webp')] : [])];
  const files = names.map((name) => existsSync(join(t.dataDir, 'media', name)));
  if (files.some((file) => file !== files[0])) throw new Error(`only some files of ${key} are left`);
  const served = await t.app.inject({ method: 'GET', url });
  return { record: row !== undefined, files: files[0] === true, served: served.statusCode };
}
