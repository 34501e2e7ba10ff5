import { Readable } from 'node:stream';
import {
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
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

function isRangeRefused(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416;
}

/** Objects in one bucket of AWS S3, Cloudflare R2, MinIO or another S3-compatible store. */
export function s3Storage(settings: S3Settings): MediaStorage {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Self-hosted stores such as MinIO answer only at <endpoint>/<bucket>/<key>; R2 takes both.
    forcePathStyle: settings.endpoint !== undefined,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Without them a store that stops answering holds uploads and media requests indefinitely.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });

  async function get(key: string, range: string | undefined): Promise<StoredObject | null> {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: range }));
      if (!(object.Body instanceof Readable)) throw new Error('the object has no readable body');
      return {
        body: object.Body,
        contentLength: object.ContentLength,
        contentRange: object.ContentRange,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      // A range past the end: answer the whole object, as a server that ignores Range would.
      if (range !== undefined && isRangeRefused(error)) return get(key, undefined);
      throw new StorageUnavailableError(`reading ${key} from bucket ${bucket} failed`, { cause: error });
    }
  }

  return {
    put: async (key, body, contentType) => {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            CacheControl: IMMUTABLE,
          }),
        );
      } catch (error) {
        throw new StorageUnavailableError(`writing ${key} to bucket ${bucket} failed`, { cause: error });
      }
    },
    source: { kind: 'objects', get },
  };
}
