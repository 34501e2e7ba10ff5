import { Readable } from 'node:stream';
import type { MediaStorage, StoredObject } from './media-storage';
import { StorageUnavailableError } from './media-storage';

export interface S3Settings {
  /** Unset for AWS S3 itself; the service's URL for R2, MinIO and other compatible stores. */
  readonly endpoint: string | undefined;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

/** Keys are never reused (a new upload gets a new key), so every copy may be kept for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Public media sit at the bucket's root, where a media host may serve them; private documents
 * under `private/`, which a bucket policy that makes the root public must leave out
 * (docs/deployment.md), and which no cache keeps.
 */
const AREAS = {
  public: { prefix: '', cacheControl: IMMUTABLE },
  private: { prefix: 'private/', cacheControl: 'private, no-store' },
} as const;
/**
 * How long an object being read may send nothing before it is dropped. The wait for an answer is
 * bounded per call (bounded-storage.ts); this is for a body that stalls once it has begun, and is
 * long because a reader that pauses (a browser buffered ahead in a video) stalls it too.
 */
const BODY_IDLE_MS = 30_000;

/**
 * Objects in one bucket of AWS S3, Cloudflare R2, MinIO or another S3-compatible store, over at
 * most `connections` connections, in one area of it.
 */
export function s3Storage(
  settings: S3Settings,
  connections: number,
  area: keyof typeof AREAS = 'public',
): MediaStorage {
  const { bucket } = settings;
  const { prefix, cacheControl } = AREAS[area];
  // Imported here, so a process that keeps media on its disk never loads the SDK (about 8 MB).
  const loading = import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    client: new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // Self-hosted stores such as MinIO answer only at <endpoint>/<bucket>/<key>; R2 takes both.
      forcePathStyle: settings.endpoint !== undefined,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      requestHandler: {
        socketTimeout: BODY_IDLE_MS,
        httpAgent: { maxSockets: connections },
        httpsAgent: { maxSockets: connections },
      },
    }),
  }));

  async function get(
    key: string,
    range: string | undefined,
    signal?: AbortSignal,
  ): Promise<StoredObject | null> {
    const { sdk, client } = await loading;
    try {
      const object = await client.send(
        new sdk.GetObjectCommand({ Bucket: bucket, Key: prefix + key, Range: range }),
        {
          abortSignal: signal,
        },
      );
      if (!(object.Body instanceof Readable)) throw new Error('the object has no readable body');
      return {
        body: object.Body,
        contentLength: object.ContentLength,
        contentRange: object.ContentRange,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      if (error instanceof sdk.NoSuchKey) return null;
      const rangeRefused = error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 416;
      // A range past the end: answer the whole object, as a server that ignores Range would.
      if (range !== undefined && rangeRefused) return get(key, undefined, signal);
      throw new StorageUnavailableError(`reading ${key} from bucket ${bucket} failed`, { cause: error });
    }
  }

  return {
    put: async (key, body, contentType, signal) => {
      const { sdk, client } = await loading;
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: prefix + key,
            Body: body,
            ContentType: contentType,
            CacheControl: cacheControl,
          }),
          { abortSignal: signal },
        );
      } catch (error) {
        throw new StorageUnavailableError(`writing ${key} to bucket ${bucket} failed`, { cause: error });
      }
    },
    remove: async (key, signal) => {
      const { sdk, client } = await loading;
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: prefix + key }), {
          abortSignal: signal,
        });
      } catch (error) {
        throw new StorageUnavailableError(`removing ${key} from bucket ${bucket} failed`, { cause: error });
      }
    },
    source: { kind: 'objects', get },
  };
}
