import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, verifiedAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { media } from '../../db/schema/media';
import { isoMedia, jpeg, multipart } from '../../../test/media-files';

let t: TestApp;
let headers: Record<string, string>;

beforeEach(async () => {
  t = await buildTestApp();
  headers = (await verifiedAccount(t)).headers;
});

afterEach(async () => {
  await t.close();
});

const BOUNDARY = 'refusals-boundary';

/** A multipart body of these parts, a file part when it has a file name. */
function body(parts: readonly { name: string; content: Buffer; filename?: string }[]): Buffer {
  return Buffer.concat([
    ...parts.map(({ name, content, filename }) =>
      Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${
            filename === undefined ? '' : `; filename="${filename}"\r\nContent-Type: image/jpeg`
          }\r\n\r\n`,
        ),
        content,
        Buffer.from('\r\n'),
      ]),
    ),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

function send(
  payload: Buffer,
  contentType = `multipart/form-data; boundary=${BOUNDARY}`,
  endpoint = 'images',
) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/upload/${endpoint}`,
    payload,
    headers: { ...headers, 'content-type': contentType },
  });
}

async function uploadFile(file: Buffer, endpoint = 'images') {
  const { payload, headers: partHeaders } = multipart(file);
  return send(payload, partHeaders['content-type'], endpoint);
}

async function storedMedia(): Promise<number> {
  const [row] = await t.db.db.select({ count: sql<number>`count(*)::int` }).from(media);
  return row?.count ?? 0;
}

const ONE_FILE = "Send one file per upload, in the field named 'file', and nothing else.";

describe('an upload holds one file and nothing else', () => {
  it('refuses a second file instead of dropping it, and stores neither', async () => {
    const photo = await jpeg();
    const response = await send(
      body([
        { name: 'file', content: photo, filename: 'a.jpg' },
        { name: 'file', content: photo, filename: 'b.jpg' },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: [ONE_FILE] });
    expect(await storedMedia()).toBe(0);
  });

  it('refuses a __proto__ field before or after the file, and a file named __proto__', async () => {
    const photo = await jpeg();
    const proto = { name: '__proto__', content: Buffer.from('{"polluted":true}') };
    const file = { name: 'file', content: photo, filename: 'a.jpg' };
    for (const parts of [[proto, file], [file, proto], [{ ...file, name: '__proto__' }]]) {
      const response = await send(body(parts));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual([ONE_FILE]);
    }
    expect(await storedMedia()).toBe(0);
  });

  it('still takes one file alone', async () => {
    const response = await send(body([{ name: 'file', content: await jpeg(), filename: 'a.jpg' }]));
    expect(response.statusCode).toBe(201);
  });
});

describe('an image is refused with a 400 that says what is wrong', () => {
  it('when its proportions are extreme, however few its pixels', async () => {
    for (const [width, height] of [
      [200_000, 1],
      [1, 20_000],
      [2_000, 150],
    ] as const) {
      const sliver = await sharp({ create: { width, height, channels: 3, background: '#abc' } })
        .png()
        .toBuffer();
      const response = await uploadFile(sliver);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: [
          'The image is too long or too narrow: each side can be at most 12,000 pixels, and the longer side at most 10 times the shorter.',
        ],
      });
    }
    const panorama = await sharp({ create: { width: 4_000, height: 400, channels: 3, background: '#abc' } })
      .jpeg()
      .toBuffer();
    expect((await uploadFile(panorama)).statusCode).toBe(201);
  });

  it('when the file is empty, image or video alike', async () => {
    for (const endpoint of ['images', 'videos']) {
      const response = await uploadFile(Buffer.alloc(0), endpoint);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: ['The file is empty. Please choose another one.'],
      });
    }
  });

  it('when a JPEG is cut off, at any length', async () => {
    const photo = await jpeg(800, 600);
    for (const length of [3, 200, Math.floor(photo.length / 2), photo.length - 10]) {
      const response = await uploadFile(photo.subarray(0, length));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: ['The image is damaged or incomplete. Please choose the file again.'],
      });
    }
    expect(await storedMedia()).toBe(0);
  });

  it('in Arabic for an Arabic reader', async () => {
    const { payload, headers: partHeaders } = multipart(Buffer.alloc(0));
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/upload/images`,
      payload,
      headers: { ...headers, ...partHeaders, 'accept-language': 'ar' },
    });
    expect(response.json().message).toEqual(['الملف فارغ. يُرجى اختيار ملف آخر.']);
  });

  it('while a file that is no image at all stays a 415', async () => {
    expect((await uploadFile(isoMedia('isom'))).statusCode).toBe(201);
    expect((await uploadFile(Buffer.from('plain text, not a picture'.repeat(50)))).statusCode).toBe(415);
  });
});
