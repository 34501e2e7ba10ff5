import { open } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { MediaSource, StoredObject } from './media-storage';

/** An object whole, from either kind of store; null when there is none. */
export async function readWhole(source: MediaSource, key: string): Promise<StoredObject | null> {
  if (source.kind === 'objects') return source.get(key, undefined);
  if (basename(key) !== key) return null;
  let handle;
  try {
    handle = await open(join(source.path, key), 'r');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
  const stats = await handle.stat().catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  return {
    body: handle.createReadStream(),
    contentLength: stats.size,
    contentRange: undefined,
    etag: undefined,
    lastModified: stats.mtime,
  };
}
