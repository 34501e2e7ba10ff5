import { BODY_LIMITS } from '@casting/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { onboardedOrganization, onboardedTalent } from '../../test/onboarded';
import { documentedRoutes, type DocumentedRoute } from '../../test/openapi-routes';
import { operatorSession } from '../../test/operators';
import { MAX_JSON_DEPTH } from './json-depth';

let t: TestApp;
let routes: DocumentedRoute[];
let sessions: Record<string, Record<string, string>>;
let operator: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  routes = (await documentedRoutes(t)).filter((route) => route.method !== 'GET');
  sessions = {
    organization: (await onboardedOrganization(t)).headers,
    talent: (await onboardedTalent(t)).headers,
  };
  operator = (await operatorSession(t)).headers;
});

afterAll(async () => {
  await t.close();
});

const TOO_DEEP = `The request body is nested too deeply: at most ${String(MAX_JSON_DEPTH)} levels of objects and lists.`;

/** `[[[…]]]` and `{"a":{"a":…}}` as deep as `bytes` allow. */
function nestedBodies(bytes: number): Record<string, string> {
  const lists = Math.floor((bytes - 10) / 2);
  const objects = Math.floor((bytes - 10) / 6);
  return {
    lists: '['.repeat(lists) + ']'.repeat(lists),
    objects: '{"a":'.repeat(objects) + '1' + '}'.repeat(objects),
  };
}

function send(route: DocumentedRoute, payload: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: route.method,
    url: route.url,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function expectTooDeep(response: { statusCode: number; json: () => unknown }, what: string) {
  expect(response.statusCode, what).toBe(400);
  expect(response.json(), what).toMatchObject({
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: [TOO_DEEP],
  });
}

/** How many objects and lists a JSON schema lets a value nest (its `$ref`s are inlined). */
function schemaDepth(schema: unknown): number {
  if (typeof schema !== 'object' || schema === null) return 0;
  const node = schema as Record<string, unknown>;
  const alternatives = ['anyOf', 'oneOf', 'allOf'].flatMap((key) =>
    Array.isArray(node[key]) ? (node[key] as unknown[]) : [],
  );
  const children = [
    ...Object.values((node.properties ?? {}) as Record<string, unknown>),
    node.additionalProperties,
    node.items,
  ];
  const container = node.type === 'object' || node.type === 'array' ? 1 : 0;
  return Math.max(0, ...alternatives.map(schemaDepth), container + Math.max(0, ...children.map(schemaDepth)));
}

describe('a JSON body nested too deeply', () => {
  it('is refused with 400 on every route that reads a body, with any session or none', async () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const [shape, body] of Object.entries(nestedBodies(BODY_LIMITS.auth))) {
      for (const route of routes) {
        const what = `${route.method} ${route.path} (${shape})`;
        const anonymous = await send(route, body);
        if (route.needsSession) expect(anonymous.statusCode, what).toBe(401);
        else if (route.needsOperator) expect(anonymous.statusCode, what).toBe(404);
        else expectTooDeep(anonymous, what);
        for (const [role, headers] of Object.entries(sessions)) {
          const response = await send(route, body, headers);
          // The console's routes do not exist for a user: 404 before any body is read.
          if (route.needsOperator) expect(response.statusCode, `${what} as ${role}`).toBe(404);
          else expectTooDeep(response, `${what} as ${role}`);
        }
        if (route.needsOperator) expectTooDeep(await send(route, body, operator), `${what} as an operator`);
      }
    }
  });

  it('is refused however large, up to the body limit beyond which it is a 413', async () => {
    for (const body of Object.values(nestedBodies(BODY_LIMITS.json))) {
      for (const route of routes.filter((candidate) => !candidate.needsOperator)) {
        const response = await send(route, body, sessions.organization);
        const what = `${route.method} ${route.path}`;
        if (response.statusCode === 413) expect(body.length, what).toBeGreaterThan(BODY_LIMITS.auth);
        else expectTooDeep(response, what);
      }
    }
  });

  it('does not hold the server: twenty at once answer 400 while /health answers', async () => {
    const unsubscribe = routes.find((route) => route.path === `${API}/notifications/unsubscribe`);
    if (unsubscribe === undefined) throw new Error('no unsubscribe route in the OpenAPI document');
    const body = '['.repeat(8000) + ']'.repeat(8000);
    const [health, ...nested] = await Promise.all([
      t.app.inject({ method: 'GET', url: `${API}/health` }),
      ...Array.from({ length: 20 }, () => send(unsubscribe, body)),
    ]);
    expect(health.statusCode).toBe(200);
    for (const response of nested) expectTooDeep(response, 'unsubscribe');
  });

  it('counts only brackets outside strings, so text holding brackets is read as usual', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${API}/individuals/me`,
      headers: { ...sessions.talent },
      payload: { bio: `[[[{{{ ${'['.repeat(100)} \\" ${'{'.repeat(100)}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('leaves room for every body the OpenAPI document describes', () => {
    for (const route of routes.filter((candidate) => candidate.jsonBody !== undefined)) {
      expect(schemaDepth(route.jsonBody) * 2, `${route.method} ${route.path}`).toBeLessThanOrEqual(
        MAX_JSON_DEPTH,
      );
    }
  });

  it('is refused one level past the limit, and read as usual at the limit', async () => {
    const nested = (depth: number) => '{"a":'.repeat(depth - 1) + '[]' + '}'.repeat(depth - 1);
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/tags`,
        headers: { ...sessions.organization, 'content-type': 'application/json' },
        payload: `{"title":"Studio","extra":${payload}}`,
      });
    expectTooDeep(await post(nested(MAX_JSON_DEPTH)), 'one past');
    const atLimit = await post(nested(MAX_JSON_DEPTH - 1));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json()).toMatchObject({ message: ['Unknown field: extra.'] });
  });
});

describe('query strings of any shape', () => {
  it('are flat keys, answered 400 at once, however deep their brackets or many their keys', async () => {
    const deep = `filter${'[a]'.repeat(2000)}=1`;
    const many = Array.from({ length: 2000 }, (_, index) => `k${String(index)}=1`).join('&');
    for (const path of ['/individuals', '/jobs', '/tags', '/chats', '/notifications']) {
      for (const query of [deep, many]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `${API}${path}?${query}`,
          headers: sessions.organization,
        });
        expect(response.statusCode, path).toBe(400);
        expect(response.json(), path).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
    }
  });
});
