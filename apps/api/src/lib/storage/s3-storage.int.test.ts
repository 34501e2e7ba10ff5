import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, verifiedAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { isoMedia, jpeg, multipart } from '../../../test/media-files';
import { startS3Server, type S3TestServer } from '../../../test/s3-server';

let s3: S3TestServer;
let t: TestApp;
let headers: Record<string, string>;

beforeEach(async () => {
  s3 = await startS3Server();
  t = await buildTestApp({ env: s3.env });
  headers = (await verifiedAccount(t)).headers;
});

afterEach(async () => {
  await t.close();
  await s3.close();
});

async function upload(file: Buffer, endpoint: 'images' | 'videos' = 'images') {
  const body = multipart(file);
  return t.app.inject({
    method: 'POST',
    url: `${API}/upload/${endpoint}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

async function uploaded(file: Buffer, endpoint: 'images' | 'videos' = 'images'): Promise<string> {
  const response = await upload(file, endpoint);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as string;
}

async function objectBytes(key: string): Promise<Buffer> {
  const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
}

const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('media in an S3 bucket', () => {
  it('stores uploads in the bucket with their type and caching, and nothing on disk', async () => {
    const url = await uploaded(await jpeg());
    expect(url).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
    for (const key of [keyOf(url), keyOf(url).replace('.webp', '-thumb.webp')]) {
      const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
      expect(head.ContentType).toBe('image/webp');
      expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    }
    const video = isoMedia('isom');
    const videoUrl = await uploaded(video, 'videos');
    expect(await objectBytes(keyOf(videoUrl))).toEqual(video);
    expect(existsSync(join(t.dataDir, 'media'))).toBe(false);
  });

  it('serves objects through /media with the headers of disk serving', async () => {
    const url = await uploaded(await jpeg());
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(await objectBytes(keyOf(url)));
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(served.rawPayload.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'same-origin',
      'accept-ranges': 'bytes',
    });
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers.etag).toBeDefined();

    const thumbnail = await t.app.inject({ method: 'GET', url: url.replace('.webp', '-thumb.webp') });
    expect(thumbnail.statusCode).toBe(200);

    const video = isoMedia('qt  ');
    const servedVideo = await t.app.inject({ method: 'GET', url: await uploaded(video, 'videos') });
    expect(servedVideo.headers['content-type']).toBe('video/quicktime');
    expect(servedVideo.rawPayload).toEqual(video);
  });

  it('answers a byte range with 206, and the whole object for a range it cannot give', async () => {
    const video = isoMedia('isom');
    const url = await uploaded(video, 'videos');
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${String(video.length)}`);
    expect(part.rawPayload).toEqual(video.subarray(0, 10));
    const beyond = await t.app.inject({
      method: 'GET',
      url,
      headers: { range: `bytes=${String(video.length + 10)}-` },
    });
    expect(beyond.statusCode).toBe(200);
    expect(beyond.rawPayload).toEqual(video);
  });

  it('answers 404 with the API error body for keys it does not hold and names that are no keys', async () => {
    for (const path of [
      '/media/0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b.webp',
      '/media/x.html',
      '/media/..%2f..%2fetc%2fpasswd',
      '/media/%2e%2e',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toMatchObject({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Not found.',
      });
    }
  });

  it('answers 503 UNAVAILABLE with Retry-After when the bucket does not answer', async () => {
    const url = await uploaded(await jpeg());
    await s3.close();
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(503);
    expect(served.headers['retry-after']).toBe('5');
    expect(served.json()).toMatchObject({ statusCode: 503, code: 'UNAVAILABLE' });
    const refused = await upload(await jpeg());
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'UNAVAILABLE' });
  });
});
