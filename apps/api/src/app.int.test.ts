import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const API = '/models/api/v1';
let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

describe('health', () => {
  it('answers 200 with the database kind when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/health` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok', database: t.db.kind } });
  });

  it('answers 503 UNAVAILABLE when the database does not answer', async () => {
    await t.db.close();
    const response = await t.app.inject({ method: 'GET', url: `${API}/health` });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ statusCode: 503, code: 'UNAVAILABLE' });
  });
});

describe('error bodies', () => {
  it('gives an unknown API route a 404 body with the request id of the response', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/no-such-thing` });
    expect(response.statusCode).toBe(404);
    const body = response.json<Record<string, unknown>>();
    expect(body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Not found.',
      requestId: response.headers['x-request-id'],
    });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 401 UNAUTHENTICATED on /users/me without a token or with an unknown one', async () => {
    for (const authorization of [undefined, 'Bearer not-a-real-token-at-all', 'Basic abc']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API}/users/me`,
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    }
  });
});

describe('headers', () => {
  it('sends nosniff and a same-origin Content-Security-Policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/health` });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("base-uri 'none'");
  });

  it('tells browsers and proxies to keep no copy of a JSON answer, success or error', async () => {
    for (const path of ['/health', '/users/me', '/no-such-thing']) {
      const response = await t.app.inject({ method: 'GET', url: `${API}${path}` });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('OpenAPI', () => {
  it('documents the endpoints of the contract under the API base path', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/docs/json` });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining([`${API}/health`, `${API}/users/me`]));
  });

  it('documents the Idempotency-Key header on the routes that create something', async () => {
    const document = (await t.app.inject({ method: 'GET', url: `${API}/docs/json` })).json<{
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    }>();
    const headersOf = (path: string, method: string) =>
      (document.paths[`${API}${path}`]?.[method]?.parameters ?? [])
        .filter((parameter) => parameter.in === 'header')
        .map((parameter) => parameter.name);
    for (const [path, method] of [
      ['/jobs', 'post'],
      ['/chats/{id}/messages', 'post'],
      ['/jobs/{jobId}/reviews', 'post'],
      ['/upload/images', 'post'],
      ['/upload/videos', 'post'],
    ] as const) {
      expect(headersOf(path, method)).toEqual(['idempotency-key']);
    }
    expect(headersOf('/tags', 'post')).toEqual([]);
  });
});

describe('request bodies', () => {
  const login = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload,
      headers: { 'content-type': contentType },
    });

  it('answers malformed JSON with a 400 error body', async () => {
    const response = await login('{"email": "a@b.co",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: ['The request body is not valid JSON.'],
    });
  });

  it('refuses an unknown key instead of ignoring it', async () => {
    const response = await login(
      JSON.stringify({ email: 'a@b.co', password: 'x', role: 'INDIVIDUAL', isAdmin: true }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; message: string[] }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message.join(' ')).toContain('isAdmin');
  });

  it('refuses an oversized body with 413 before reading it all', async () => {
    const response = await login(JSON.stringify({ email: 'a'.repeat(300 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await login('email=a', 'text/plain');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('never leaks internals in a 500 body', async () => {
    // A query that fails for a reason of the server's own: a table it needs is gone.
    await t.db.db.execute(sql`drop table rate_events cascade`);
    const response = await login(
      JSON.stringify({ email: 'a@b.co', password: 'Aa1!aaaa', role: 'INDIVIDUAL' }),
    );
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'An unexpected error occurred.',
      requestId: response.headers['x-request-id'],
    });
  });

  it('answers 503 UNAVAILABLE with Retry-After, and no internals, when the database is gone', async () => {
    await t.db.close();
    const response = await login(
      JSON.stringify({ email: 'a@b.co', password: 'Aa1!aaaa', role: 'INDIVIDUAL' }),
    );
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toEqual({
      statusCode: 503,
      code: 'UNAVAILABLE',
      message: 'The service is temporarily unavailable.',
      requestId: response.headers['x-request-id'],
    });
  });
});
