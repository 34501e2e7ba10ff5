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
  });
});

describe('OpenAPI', () => {
  it('documents the endpoints of the contract under the API base path', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/docs/json` });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining([`${API}/health`, `${API}/users/me`]));
  });
});
