import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { authCalls } from '../../../test/auth-calls';
import { API, PASSWORD, signup, uniqueEmail, verifiedAccount } from '../../../test/accounts';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const { post } = authCalls(() => t);

describe('limits per address', () => {
  it('allows AUTH_LIMIT_PER_IP_PER_HOUR sign-ups an hour from one IP address, then answers 429 with Retry-After', async () => {
    await t.close();
    t = await buildTestApp({ env: { AUTH_LIMIT_PER_IP_PER_HOUR: '4' } });
    for (let i = 0; i < 4; i += 1) await signup(t);
    const response = await post('/auth/signup', {
      firstName: 'Noura',
      lastName: 'Alharbi',
      email: uniqueEmail(),
      password: PASSWORD,
      role: 'INDIVIDUAL',
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(3000);
  });
});

describe('failed logins from one IP address', () => {
  const IP = '203.0.113.7';
  const login = (email: string, password: string, remoteAddress = IP) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      remoteAddress,
      payload: { email, password, role: 'INDIVIDUAL' },
    });
  const fail = () => login(uniqueEmail('probe'), 'Wr0ng!Pass');

  it('refuses the 31st within 5 minutes across addresses, only until the oldest leaves the window', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await fail()).statusCode).toBe(401);
      t.clock.advance(1000);
    }
    const refused = await fail();
    expect(refused.statusCode).toBe(429);
    // The first failure leaves the 5-minute window 270 seconds from now.
    expect(refused.headers['retry-after']).toBe('270');
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many failed logins. Please try again in 270 seconds.',
    });
    expect((await login(uniqueEmail('probe'), 'Wr0ng!Pass', '198.51.100.9')).statusCode).toBe(401);
    t.clock.advance(270_000);
    expect((await fail()).statusCode).toBe(401);
    expect((await fail()).statusCode).toBe(429);
  });

  it('keeps letting in an address that signed in from the IP before, and no other', async () => {
    const colleague = await verifiedAccount(t);
    const newcomer = await verifiedAccount(t);
    expect((await login(colleague.email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 30; i += 1) expect((await fail()).statusCode).toBe(401);
    expect((await login(colleague.email, PASSWORD)).statusCode).toBe(200);
    expect((await login(newcomer.email, PASSWORD)).statusCode).toBe(429);
    expect((await fail()).statusCode).toBe(429);
    // The colleague's address is known from this IP only.
    expect((await login(colleague.email, PASSWORD, '198.51.100.9')).statusCode).toBe(200);
  });

  it('lets no more than 30 failures through from a burst sent at once', async () => {
    const statuses = (await Promise.all(Array.from({ length: 40 }, fail))).map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('takes its count and window from AUTH_LOGIN_FAILURES_PER_IP and AUTH_LOGIN_FAILURE_WINDOW_MINUTES', async () => {
    await t.close();
    t = await buildTestApp({
      env: { AUTH_LOGIN_FAILURES_PER_IP: '3', AUTH_LOGIN_FAILURE_WINDOW_MINUTES: '1' },
    });
    for (let i = 0; i < 3; i += 1) expect((await fail()).statusCode).toBe(401);
    const refused = await fail();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
  });
});
