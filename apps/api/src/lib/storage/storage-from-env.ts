import { join } from 'node:path';
import type { Env } from '../../env';
import { diskStorage } from './disk-storage';
import type { MediaStorage } from './media-storage';
import { s3Storage } from './s3-storage';

/** The one place that picks the media store: the S3 bucket when configured, else DATA_DIR/media. */
export function storageFromEnv(env: Env): MediaStorage {
  return env.s3 === undefined ? diskStorage(join(env.dataDir, 'media')) : s3Storage(env.s3);
}
