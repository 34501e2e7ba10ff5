import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface S3TestServer {
  /** The S3 variables that point the API at this server's bucket. */
  readonly env: Record<string, string>;
  /** A client of the bucket, for looking at what the API stored. */
  readonly client: S3Client;
  readonly bucket: string;
  close(): Promise<void>;
}

const BUCKET = 'nujoom-media';
// s3rver checks request signatures against these fixed credentials.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** An S3-protocol server (s3rver) on a free port of this machine, with one empty bucket. */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'casting-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${String(port)}`;
  const region = 'us-east-1';
  let closed = false;
  return {
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    client: new S3Client({ endpoint, region, forcePathStyle: true, credentials: CREDENTIALS }),
    bucket: BUCKET,
    close: async () => {
      if (closed) return;
      closed = true;
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
