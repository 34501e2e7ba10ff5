import type { Readable } from 'node:stream';

/** An object read for serving; `contentRange` is set when part of it was asked for and given. */
export interface StoredObject {
  readonly body: Readable;
  readonly contentLength: number | undefined;
  readonly contentRange: string | undefined;
  readonly etag: string | undefined;
  readonly lastModified: Date | undefined;
}

/** Where `/media/<key>` reads from: files in a local directory, or objects fetched one at a time. */
export type MediaSource =
  | { readonly kind: 'directory'; readonly path: string }
  | {
      readonly kind: 'objects';
      /** The object, or null when there is none; `range` is a request's `bytes=` Range header. */
      readonly get: (
        key: string,
        range: string | undefined,
        signal?: AbortSignal,
      ) => Promise<StoredObject | null>;
    };

/**
 * The store did not answer (network, credentials, the service itself), did not answer in time,
 * or has as many calls running as it may: a 503, not a 500.
 */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

/**
 * Where uploaded files live: local disk by default, or an S3-compatible bucket
 * (storage-from-env.ts chooses). Files are written once under server-chosen keys. A `signal`
 * abandons the call; bounded-storage.ts gives every call one.
 */
export interface MediaStorage {
  /** Stores an object atomically under its key. */
  put(key: string, body: Buffer, contentType: string, signal?: AbortSignal): Promise<void>;
  /** Removes an object; one that is not there is no error. */
  remove(key: string, signal?: AbortSignal): Promise<void>;
  readonly source: MediaSource;
}
