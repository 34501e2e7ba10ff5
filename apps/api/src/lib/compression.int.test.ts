import { request as httpRequest, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { apply, postJob } from '../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../test/onboarded';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

/** A page of three jobs, well over 1 KB, asked for with the given Accept-Encoding. */
async function jobsPage() {
  const organization = await onboardedOrganization(t);
  for (let index = 0; index < 3; index += 1) await postJob(t, organization.headers);
  return (acceptEncoding: string) =>
    t.app.inject({
      method: 'GET',
      url: `${API}/jobs`,
      headers: { ...organization.headers, 'accept-encoding': acceptEncoding },
    });
}

describe('compressed API answers', () => {
  it('sends a JSON answer over 1 KB with brotli, gzip or as it is, as the client accepts', async () => {
    const get = await jobsPage();
    const plain = await get('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected: unknown = plain.json();

    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(expected);
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/health`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

/** Opens the event stream over raw HTTP, so nothing decompresses or buffers on the client side. */
function openRawStream(url: string, token: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' },
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

function nextText(stream: IncomingMessage, containing: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.includes(containing)) {
        stream.off('data', onData);
        resolve(text);
      }
    };
    stream.on('data', onData);
    stream.once('end', () => {
      reject(new Error(`the stream ended before "${containing}"; got ${JSON.stringify(text)}`));
    });
  });
}

describe('the event stream with a client that accepts gzip', () => {
  it('is sent uncompressed, each event as soon as it happens', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const talent = await onboardedTalent(t);
    const { chatId } = (await apply(t, talent.headers, job)).json<{ data: { chatId: string } }>().data;

    const stream = await openRawStream(`${base}${API}/events`, talent.token);
    try {
      expect(stream.statusCode).toBe(200);
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(stream.headers['content-type']).toContain('text/event-stream');
      await nextText(stream, 'retry: 3000');

      const event = nextText(stream, 'event: message');
      await t.app.inject({
        method: 'POST',
        url: `${API}/chats/${chatId}/messages`,
        headers: organization.headers,
        payload: { content: 'Welcome aboard' },
      });
      // The stream stays open: the event arrived by itself, not flushed by the end of the response.
      expect(await event).toContain(`data: {"chatId":"${chatId}"}`);
      expect(stream.readableEnded).toBe(false);
    } finally {
      stream.destroy();
    }
  });
});
