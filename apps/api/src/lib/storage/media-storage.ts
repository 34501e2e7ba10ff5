import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Local disk by default; an S3-compatible store implements the
 * same three operations (put an object, read it, and the URL path it is served from).
 */
export interface MediaStorage {
  /** Stores an object atomically under a server-chosen name. */
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  read(name: string): Readable;
  /** A local directory to serve from, when the store is on disk. */
  readonly localDirectory: string | undefined;
}
