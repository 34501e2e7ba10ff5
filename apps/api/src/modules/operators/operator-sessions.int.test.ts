import { OPERATOR_RULES } from '@casting/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { onboardedOrganization } from '../../../test/onboarded';
import { documentedRoutes } from '../../../test/openapi-routes';
import { operatorAccount, operatorSession, signInOperator } from '../../../test/operators';
import { totpCodeAt } from './totp';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

const STEP_MS = OPERATOR_RULES.totpPeriodSeconds * 1000;

function auditLog(headers: Record<string, string>, query = '') {
  return t.app.inject({ method: 'GET', url: `${API}/operator/audit-log${query}`, headers });
}

describe('operator sign-in', () => {
  it('opens a 12-hour session with e-mail, password and the current code', async () => {
    const operator = await operatorAccount(t);
    const response = await signInOperator(t, operator);
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{
      data: { token: string; expiresAt: string; operator: { email: string } };
    }>();
    expect(data.operator.email).toBe(operator.email);
    expect(new Date(data.expiresAt).getTime() - t.clock.now().getTime()).toBe(
      OPERATOR_RULES.sessionLifetimeMs,
    );
    const log = await auditLog({ authorization: `Bearer ${data.token}` });
    expect(log.statusCode).toBe(200);
  });

  it('refuses a wrong code, a wrong password and an unknown address alike', async () => {
    const operator = await operatorAccount(t);
    const now = t.clock.now();
    const wrongCode = String((Number(totpCodeAt(operator.secret, now)) + 1) % 1_000_000).padStart(6, '0');
    for (const response of [
      await signInOperator(t, operator, { totp: wrongCode }),
      await signInOperator(t, operator, { password: 'Wr0ng!Pass' }),
      await signInOperator(t, { ...operator, email: 'nobody@example.com' }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'The e-mail, password or code is not right.',
      });
    }
  });

  it('refuses a code that signed in already, and takes the next one', async () => {
    const operator = await operatorAccount(t);
    const code = totpCodeAt(operator.secret, t.clock.now());
    expect((await signInOperator(t, operator, { totp: code })).statusCode).toBe(201);
    expect((await signInOperator(t, operator, { totp: code })).statusCode).toBe(401);
    t.clock.advance(STEP_MS);
    expect((await signInOperator(t, operator)).statusCode).toBe(201);
  });

  it('refuses a code from two steps ago', async () => {
    const operator = await operatorAccount(t);
    const old = totpCodeAt(operator.secret, new Date(t.clock.now().getTime() - 2 * STEP_MS));
    expect((await signInOperator(t, operator, { totp: old })).statusCode).toBe(401);
  });

  it('answers 429 with Retry-After after five failures of an address', async () => {
    const operator = await operatorAccount(t);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signInOperator(t, operator, { password: 'Wr0ng!Pass' })).statusCode).toBe(401);
    }
    const limited = await signInOperator(t, operator);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a malformed code with the rule', async () => {
    const operator = await operatorAccount(t);
    const response = await signInOperator(t, operator, { totp: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: ['Enter the 6-digit code from your authenticator app.'],
    });
  });
});

describe('operator sessions', () => {
  it('end after 12 hours: every /operator route then answers 404', async () => {
    const operator = await operatorSession(t);
    t.clock.advance(OPERATOR_RULES.sessionLifetimeMs - 1000);
    expect((await auditLog(operator.headers)).statusCode).toBe(200);
    t.clock.advance(1000);
    const expired = await auditLog(operator.headers);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('end when the operator signs out, with an audit entry', async () => {
    const operator = await operatorSession(t);
    const out = await t.app.inject({
      method: 'DELETE',
      url: `${API}/operator/sessions`,
      headers: operator.headers,
    });
    expect(out.statusCode).toBe(200);
    expect((await auditLog(operator.headers)).statusCode).toBe(404);
    const other = await operatorSession(t);
    const entries = (await auditLog(other.headers)).json<{
      data: { items: { action: string; operator: { email: string } }[] };
    }>().data.items;
    expect(entries.find((entry) => entry.operator.email === operator.email)).toMatchObject({
      action: 'SIGNED_OUT',
    });
  });

  it('work nowhere else: an operator token is no user session', async () => {
    const operator = await operatorSession(t);
    const me = await t.app.inject({ method: 'GET', url: `${API}/users/me`, headers: operator.headers });
    expect(me.statusCode).toBe(401);
  });
});

describe('every /operator route', () => {
  it('answers 404, as if it did not exist, to a user token, to none and to garbage', async () => {
    const organization = await onboardedOrganization(t);
    const routes = (await documentedRoutes(t)).filter(
      (route) =>
        route.path.startsWith(`${API}/operator/`) &&
        !(route.method === 'POST' && route.path.endsWith('/operator/sessions')),
    );
    expect(routes.length).toBeGreaterThanOrEqual(12);
    const missing = await t.app.inject({ method: 'GET', url: `${API}/operator/no-such-route` });
    for (const route of routes) {
      for (const headers of [
        organization.headers,
        {},
        { authorization: 'Bearer nonsense-token-of-no-one' },
      ]) {
        const response = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: { ...headers, 'content-type': 'application/json' },
          ...(route.method === 'GET' ? {} : { payload: '{"bogus":1}' }),
        });
        const what = `${route.method} ${route.path}`;
        expect(response.statusCode, what).toBe(404);
        expect({ ...response.json<object>(), requestId: '' }, what).toEqual({
          ...missing.json<object>(),
          requestId: '',
        });
      }
    }
  });
});

describe('the audit log', () => {
  it('lists entries newest first, a page at a time by cursor', async () => {
    const operator = await operatorSession(t);
    for (let index = 0; index < 3; index += 1) {
      t.clock.advance(STEP_MS);
      expect((await signInOperator(t, operator)).statusCode).toBe(201);
    }
    const first = (await auditLog(operator.headers, '?paginate[limit]=2')).json<{
      data: {
        items: { id: string; createdAt: string }[];
        meta: { nextCursor: string | null; hasMore: boolean };
      };
    }>().data;
    expect(first.items).toHaveLength(2);
    expect(first.meta.hasMore).toBe(true);
    const [newest, second] = first.items;
    expect(newest && second && newest.createdAt >= second.createdAt).toBe(true);
    const next = (
      await auditLog(operator.headers, `?paginate[limit]=2&paginate[cursor]=${String(first.meta.nextCursor)}`)
    ).json<{ data: { items: { id: string; createdAt: string }[] } }>().data;
    expect(next.items.length).toBeGreaterThan(0);
    expect(next.items.map((item) => item.id)).not.toContain(newest?.id);
    expect((next.items[0]?.createdAt ?? '') <= (second?.createdAt ?? '')).toBe(true);
  });
});
