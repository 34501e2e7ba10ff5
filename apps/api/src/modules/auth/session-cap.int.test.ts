import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, latestCode, PASSWORD, signup, verifiedAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { sessions } from '../../db/schema/sessions';
import { createHousekeeping } from '../../lib/housekeeping';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;

async function login(email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    payload: { email, password: PASSWORD, role: 'INDIVIDUAL' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { token: string } }>().data.token;
}

async function me(token: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API}/users/me`,
    headers: { authorization: `Bearer ${token}` },
  });
  return response.statusCode;
}

async function sessionsOf(userId: string): Promise<number> {
  const [row] = await t.db.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}

describe('sessions of one account', () => {
  it('are at most 10: an eleventh sign-in ends the oldest, at once', async () => {
    const account = await verifiedAccount(t);
    // The sign-up's own session is the oldest; it is in this process's cache from now on.
    expect(await me(account.token)).toBe(200);
    const tokens: string[] = [];
    for (let i = 0; i < 9; i += 1) tokens.push(await login(account.email));
    expect(await sessionsOf(account.userId)).toBe(10);
    expect(await me(account.token)).toBe(200);

    tokens.push(await login(account.email));
    expect(await sessionsOf(account.userId)).toBe(10);
    expect(await me(account.token)).toBe(401);
    for (const token of tokens) expect(await me(token)).toBe(200);
  });

  it('count the sign-in that verifies the account', async () => {
    const account = await signup(t);
    for (let i = 0; i < 10; i += 1) await login(account.email);
    const verified = await t.app.inject({
      method: 'PATCH',
      url: `${API}/auth/verify-account`,
      payload: { userId: account.userId, otp: await latestCode(t, account.email) },
    });
    expect(verified.statusCode).toBe(200);
    expect(await sessionsOf(account.userId)).toBe(10);
    expect(await me(verified.json<{ data: { token: string } }>().data.token)).toBe(200);
  });

  it('lose their expired ones at the next sign-in, and in the periodic sweep', async () => {
    const account = await verifiedAccount(t);
    const other = await verifiedAccount(t);
    t.clock.advance(8 * DAY);
    expect(await me(account.token)).toBe(401);
    await login(account.email);
    expect(await sessionsOf(account.userId)).toBe(1);

    expect(await sessionsOf(other.userId)).toBe(1);
    await createHousekeeping({ db: t.db.db, clock: t.clock, logger: t.app.log }).sweep();
    expect(await sessionsOf(other.userId)).toBe(0);
    expect(await sessionsOf(account.userId)).toBe(1);
  });
});
