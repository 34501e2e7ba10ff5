import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { authCalls } from '../../../test/auth-calls';
import { PASSWORD, signup, uniqueEmail } from '../../../test/accounts';

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

  it('counts failed logins per IP address across addresses', async () => {
    for (let i = 0; i < 50; i += 1) {
      await post('/auth/login', { email: uniqueEmail('probe'), password: 'Wr0ng!Pass', role: 'INDIVIDUAL' });
    }
    const response = await post('/auth/login', {
      email: uniqueEmail('probe'),
      password: PASSWORD,
      role: 'INDIVIDUAL',
    });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});
