import { BODY_LIMITS } from '@casting/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { jpeg, multipart } from '../../test/media-files';
import { onboardedOrganization, onboardedTalent } from '../../test/onboarded';

let t: TestApp;
let talent: Awaited<ReturnType<typeof onboardedTalent>>;
let organization: Awaited<ReturnType<typeof onboardedOrganization>>;

beforeAll(async () => {
  t = await buildTestApp();
  talent = await onboardedTalent(t);
  organization = await onboardedOrganization(t);
});

afterAll(async () => {
  await t.close();
});

/** A JSON body of about `bytes` bytes, carried by a key no route accepts. */
function jsonOf(bytes: number): string {
  return JSON.stringify({ padding: 'x'.repeat(bytes - 20) });
}

function send(
  method: 'POST' | 'PATCH',
  path: string,
  payload: string | Buffer,
  headers: Record<string, string>,
) {
  return t.app.inject({ method, url: `${API}${path}`, payload, headers });
}

const json = { 'content-type': 'application/json' };

describe('request body limits', () => {
  it('are about 8 KB on the sign-in and code routes', async () => {
    for (const path of ['/auth/login', '/auth/signup', '/otp', '/auth/verify-account']) {
      const over = await send(
        path === '/auth/verify-account' ? 'PATCH' : 'POST',
        path,
        jsonOf(BODY_LIMITS.auth + 100),
        json,
      );
      expect(over.statusCode).toBe(413);
      expect(over.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' });
      const under = await send(
        path === '/auth/verify-account' ? 'PATCH' : 'POST',
        path,
        jsonOf(BODY_LIMITS.auth - 100),
        json,
      );
      expect(under.statusCode).toBe(400);
    }
  });

  it('are 64 KB on the other JSON routes', async () => {
    const headers = { ...json, ...talent.headers };
    const over = await send('PATCH', '/individuals/me', jsonOf(BODY_LIMITS.json + 100), headers);
    expect(over.statusCode).toBe(413);
    const under = await send('PATCH', '/individuals/me', jsonOf(BODY_LIMITS.json - 100), headers);
    expect(under.statusCode).toBe(400);
    const bio = await send(
      'PATCH',
      '/individuals/me',
      JSON.stringify({ bio: 'Editorial work. '.repeat(100) }),
      headers,
    );
    expect(bio.statusCode).toBe(200);
  });

  it('come after the session check: no token is a 401, however large the body', async () => {
    const response = await send('PATCH', '/individuals/me', jsonOf(BODY_LIMITS.json * 2), json);
    expect(response.statusCode).toBe(401);
  });
});

describe('a multipart body on a JSON route', () => {
  it('is a 415, with or without a session', async () => {
    const body = multipart(await jpeg());
    for (const [path, headers] of [
      ['/jobs', organization.headers],
      ['/auth/login', {}],
    ] as const) {
      const response = await send('POST', path, body.payload, { ...headers, ...body.headers });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  it('is still what the upload routes take', async () => {
    const body = multipart(await jpeg());
    const response = await send('POST', '/upload/images', body.payload, {
      ...talent.headers,
      ...body.headers,
    });
    expect(response.statusCode).toBe(201);
  });
});
