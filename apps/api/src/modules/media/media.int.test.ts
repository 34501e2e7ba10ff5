import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, verifiedAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  isoMedia,
  jpeg,
  jpegWithGps,
  multipart,
  pixelFloodPng,
  png,
  webm,
  webp,
} from '../../../test/media-files';

let t: TestApp;
let headers: Record<string, string>;

beforeEach(async () => {
  t = await buildTestApp();
  headers = (await verifiedAccount(t)).headers;
});

afterEach(async () => {
  await t.close();
});

async function upload(
  file: Buffer,
  options: { endpoint?: 'images' | 'videos'; filename?: string; contentType?: string; field?: string } = {},
) {
  const body = multipart(file, options);
  return t.app.inject({
    method: 'POST',
    url: `${API}/upload/${options.endpoint ?? 'images'}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

async function fetchServed(url: string) {
  return t.app.inject({ method: 'GET', url });
}

describe('uploading images', () => {
  for (const [name, make] of [
    ['JPEG', jpeg],
    ['PNG', png],
    ['WebP', webp],
  ] as const) {
    it(`accepts a ${name}, re-encodes it and answers its URL`, async () => {
      const response = await upload(await make(), { filename: 'photo.bin', contentType: 'text/plain' });
      expect(response.statusCode).toBe(201);
      const url = response.json().data as string;
      // Root-relative, so the app works on whatever origin it was opened from.
      expect(url).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
      const served = await fetchServed(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      const thumbnail = await fetchServed(url.replace('.webp', '-thumb.webp'));
      expect(thumbnail.statusCode).toBe(200);
    });
  }

  it('takes images on the video endpoint too, with the image limit', async () => {
    const response = await upload(await jpeg(), { endpoint: 'videos' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatch(/\.webp$/);
  });

  it('strips EXIF, GPS included, and applies the orientation', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(original);
    const stored = (await fetchServed(response.json().data as string)).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
    // 80 x 40 rotated by orientation 6 becomes 40 x 80.
    expect([metadata.width, metadata.height]).toEqual([40, 80]);
  });

  it('stores a JPEG with a script appended without the trailer', async () => {
    const script = Buffer.from('<script>alert(document.cookie)</script>');
    const response = await upload(Buffer.concat([await jpeg(), script]));
    expect(response.statusCode).toBe(201);
    const stored = (await fetchServed(response.json().data as string)).rawPayload;
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('refuses a file whose bytes are not an image, whatever its name and declared type', async () => {
    const response = await upload(Buffer.from('just some text pretending to be a photo'.repeat(200)), {
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: ['Please select a valid image file.'],
    });
  });

  it('refuses SVG, HTML and archives', async () => {
    const files = [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200)]),
    ];
    for (const file of files) expect((await upload(file)).statusCode).toBe(415);
  });

  it('refuses an image one byte over 1 MB with 413 and the spec message, and accepts one at the limit', async () => {
    const base = await jpeg();
    const atLimit = Buffer.concat([base, Buffer.alloc(1024 * 1024 - base.length)]);
    expect((await upload(atLimit)).statusCode).toBe(201);
    const over = Buffer.concat([atLimit, Buffer.alloc(1)]);
    const response = await upload(over);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: ['File size exceeds 1MB limit.'],
    });
  });

  it('refuses a pixel flood quickly', async () => {
    const started = Date.now();
    const response = await upload(await pixelFloodPng());
    expect(response.statusCode).toBe(413);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('never lets the client name reach a path', async () => {
    const response = await upload(await jpeg(), { filename: '../../../etc/passwd.jpg' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).not.toContain('passwd');
    const files = readdirSync(join(t.dataDir, 'media'));
    expect(files.every((name) => /^[0-9a-f-]{36}(-thumb)?\.webp$/.test(name))).toBe(true);
    expect(existsSync(join(t.dataDir, 'etc'))).toBe(false);
  });

  it('needs a session', async () => {
    const body = multipart(await jpeg());
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/upload/images`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(401);
  });

  it('wants the file in the field named file', async () => {
    expect((await upload(await jpeg(), { field: 'picture' })).statusCode).toBe(400);
  });
});

describe('uploading videos', () => {
  for (const [name, file, extension, contentType] of [
    ['MP4', isoMedia('isom'), 'mp4', 'video/mp4'],
    ['MOV', isoMedia('qt  '), 'mov', 'video/quicktime'],
    ['WebM', webm(), 'webm', 'video/webm'],
  ] as const) {
    it(`accepts ${name} and serves it with its detected type`, async () => {
      const response = await upload(file, {
        endpoint: 'videos',
        filename: 'clip.txt',
        contentType: 'text/plain',
      });
      expect(response.statusCode).toBe(201);
      const url = response.json().data as string;
      expect(url.endsWith(`.${extension}`)).toBe(true);
      const served = await fetchServed(url);
      expect(served.headers['content-type']).toBe(contentType);
      expect(served.rawPayload.equals(file)).toBe(true);
    });
  }

  it('refuses a video one byte over 5 MB, and accepts one at the limit', async () => {
    expect((await upload(isoMedia('isom', 5 * 1024 * 1024), { endpoint: 'videos' })).statusCode).toBe(201);
    const response = await upload(isoMedia('isom', 5 * 1024 * 1024 + 1), { endpoint: 'videos' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: ['File size exceeds 5MB limit.'] });
  });

  it('answers the video message for something that is no video', async () => {
    const response = await upload(Buffer.from('%PDF-1.7\n'.repeat(100)), { endpoint: 'videos' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: ['Please select a valid video file.'] });
  });
});

describe('serving media', () => {
  it('sends nosniff, a sandboxing CSP and immutable caching', async () => {
    const url = (await upload(await jpeg())).json().data as string;
    const served = await fetchServed(url);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('reaches nothing outside the media folder', async () => {
    for (const path of ['/media/../db/PG_VERSION', '/media/%2e%2e/.lock', '/media/.lock', '/media/x.html']) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
    }
  });
});

describe('with a media host (MEDIA_PUBLIC_URL)', () => {
  it('answers uploads with URLs there, lets the web app load them, and still serves /media for it', async () => {
    await t.close();
    t = await buildTestApp({ env: { MEDIA_PUBLIC_URL: 'https://cdn.example.net/nujoom/' } });
    headers = (await verifiedAccount(t)).headers;
    const url = (await upload(await jpeg())).json().data as string;
    expect(url).toMatch(/^https:\/\/cdn\.example\.net\/nujoom\/[0-9a-f-]{36}\.webp$/);

    // The media host pulls from here; the web app's pages are on another origin than it.
    const served = await fetchServed(`/media/${url.split('/').pop() ?? ''}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.headers['content-security-policy']).toContain('sandbox');

    const page = await t.app.inject({ method: 'GET', url: `${API}/health` });
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.net;");
    expect(csp).toContain("media-src 'self' blob: https://cdn.example.net;");
  });
});
