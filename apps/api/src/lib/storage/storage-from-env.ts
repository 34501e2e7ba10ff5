import { join } from 'node:path';
import type { Env } from '../../env';
import { boundedStorage } from './bounded-storage';
import { diskStorage } from './disk-storage';
import type { MediaStorage } from './media-storage';
import { s3Storage } from './s3-storage';

/**
 * The one place that picks the media store: the S3 bucket when configured, else DATA_DIR/media;
 * either way behind the bounds of STORAGE_TIMEOUT_MS and STORAGE_MAX_IN_FLIGHT.
 */
export function storageFromEnv(env: Env): MediaStorage {
  const { storage: bounds } = env;
  const driver =
    env.s3 === undefined ? diskStorage(join(env.dataDir, 'media')) : s3Storage(env.s3, bounds.maxInFlight);
  return boundedStorage(driver, bounds);
}

/**
 * Where private documents go: DATA_DIR/documents, which no route serves as it is, or the
 * bucket's `private/` area; behind the same bounds.
 */
export function documentStorageFromEnv(env: Env): MediaStorage {
  const { storage: bounds } = env;
  const driver =
    env.s3 === undefined
      ? diskStorage(join(env.dataDir, 'documents'))
      : s3Storage(env.s3, bounds.maxInFlight, 'private');
  return boundedStorage(driver, bounds);
}
