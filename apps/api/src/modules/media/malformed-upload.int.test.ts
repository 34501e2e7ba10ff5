import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, verifiedAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { jpeg, multipart } from '../../../test/media-files';

let t: TestApp;
let headers: Record<string, string>;

beforeEach(async () => {
  t = await buildTestApp();
  headers = (await verifiedAccount(t)).headers;
});

afterEach(async () => {
  await t.close();
});

async function send(payload: Buffer, contentType: string, endpoint = 'images') {
  return t.app.inject({
    method: 'POST',
    url: `${API}/upload/${endpoint}`,
    payload,
    headers: { ...headers, 'content-type': contentType },
  });
}

describe('a malformed multipart upload', () => {
  for (const endpoint of ['images', 'videos']) {
    it(`ending early is a 400 on /upload/${endpoint}`, async () => {
      const whole = multipart(await jpeg());
      const cut = whole.payload.subarray(0, whole.payload.length - 200);
      const response = await send(cut, whole.headers['content-type'] ?? '', endpoint);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it(`without a boundary is a 400 on /upload/${endpoint}`, async () => {
      const whole = multipart(await jpeg());
      const response = await send(whole.payload, 'multipart/form-data', endpoint);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  }

  it('with a boundary that never appears is a 400', async () => {
    const whole = multipart(await jpeg());
    const response = await send(whole.payload, 'multipart/form-data; boundary=nowhere');
    expect(response.statusCode).toBe(400);
  });

  it('with a broken part header is a 400', async () => {
    const boundary = 'b0undary';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition form-data\r\n\r\nxx\r\n--${boundary}--\r\n`,
    );
    const response = await send(payload, `multipart/form-data; boundary=${boundary}`);
    expect(response.statusCode).toBe(400);
  });

  it('leaves the server answering, and a good upload still works', async () => {
    const whole = multipart(await jpeg());
    await send(whole.payload.subarray(0, 100), whole.headers['content-type'] ?? '');
    const good = await send(whole.payload, whole.headers['content-type'] ?? '');
    expect(good.statusCode).toBe(201);
  });
});
