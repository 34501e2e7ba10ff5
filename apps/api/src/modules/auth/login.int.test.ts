import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { authCalls } from '../../../test/auth-calls';
import {
  afterThrottle,
  API,
  latestCode,
  PASSWORD,
  uniqueEmail,
  verifiedAccount,
} from '../../../test/accounts';
import { users } from '../../db/schema/users';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const { me, patch, post } = authCalls(() => t);

describe('login', () => {
  const login = (email: string, password: string, role = 'INDIVIDUAL') =>
    post('/auth/login', { email, password, role });

  it('signs in with any case and surrounding spaces in the address', async () => {
    const { email } = await verifiedAccount(t);
    const response = await login(` ${email.toUpperCase()}  `, PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ verifiedEmail: email });
  });

  it('gives the same failure for a wrong password, a wrong role and an unknown address', async () => {
    const { email } = await verifiedAccount(t);
    const answers = [
      await login(email, 'Wr0ng!Pass'),
      await login(email, PASSWORD, 'ORGANIZATION'),
      await login(uniqueEmail('nobody'), PASSWORD),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Login failed! Please check your credentials.',
      });
    }
  });

  it('backs off after five failures for an address, and lets the owner in after the wait', async () => {
    const { email } = await verifiedAccount(t);
    for (let i = 0; i < 5; i += 1) expect((await login(email, 'Wr0ng!Pass')).statusCode).toBe(401);
    const blocked = await login(email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    t.clock.advance(wait * 1000);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts failures afresh after a successful login', async () => {
    const { email } = await verifiedAccount(t);
    for (let i = 0; i < 4; i += 1) expect((await login(email, 'Wr0ng!Pass')).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(email, 'Wr0ng!Pass')).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('lets the new password in at once after a reset, whatever failed before', async () => {
    const { email } = await verifiedAccount(t);
    // Seven failures, each waiting out the back-off, make the next wait two minutes.
    for (let failures = 0; failures < 7;) {
      const answer = await login(email, 'Wr0ng!Pass');
      if (answer.statusCode === 429) t.clock.advance(Number(answer.headers['retry-after']) * 1000);
      else failures += 1;
    }
    expect((await login(email, PASSWORD)).statusCode).toBe(429);
    afterThrottle(t);
    await patch('/auth/forgot-password', { email });
    const otp = await latestCode(t, email);
    expect(
      (await patch('/auth/verify-forgot-password', { email, otp, password: 'N3w!Password' })).statusCode,
    ).toBe(200);
    expect((await login(email, 'N3w!Password')).statusCode).toBe(200);
  });

  it('rehashes a password stored with weaker parameters', async () => {
    const { email, userId } = await verifiedAccount(t);
    await t.db.db
      .update(users)
      .set({ passwordHash: await hash(PASSWORD, { memoryCost: 4096, timeCost: 1, parallelism: 1 }) })
      .where(eq(users.id, userId));
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    const [row] = await t.db.db.select().from(users).where(eq(users.id, userId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('sessions', () => {
  it('revokes the current token on logout, also after it was used', async () => {
    const account = await verifiedAccount(t);
    expect((await me(account.headers)).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${API}/sessions`,
      headers: account.headers,
    });
    expect(response.statusCode).toBe(200);
    expect((await me(account.headers)).statusCode).toBe(401);
  });

  it('expires tokens after seven days', async () => {
    const account = await verifiedAccount(t);
    t.clock.advance(7 * 24 * 3600_000 + 1000);
    expect((await me(account.headers)).statusCode).toBe(401);
  });
});
