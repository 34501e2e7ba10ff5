import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, PASSWORD, verifiedAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  startSecondApiProcess,
  stopServerProcess,
  type ServerProcess,
  statusWithin,
} from '../../../test/server-process';
import { sessions } from '../../db/schema/sessions';

let t: TestApp;
let other: ServerProcess | undefined;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await stopServerProcess(other);
  other = undefined;
  await t.close();
});

function login(email: string) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    payload: { email, password: PASSWORD, role: 'INDIVIDUAL' },
  });
}

describe('the cap of 10 sessions on PostgreSQL', () => {
  it('holds when 16 sign-ins arrive at once', async () => {
    const account = await verifiedAccount(t);
    const responses = await Promise.all(Array.from({ length: 16 }, () => login(account.email)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 16 }, () => 200));
    const [row] = await t.db.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, account.userId));
    expect(row?.n).toBe(10);
  });

  it('ends the oldest session in every process, which drops it from its cache', async () => {
    other = await startSecondApiProcess(t);
    const account = await verifiedAccount(t);
    const meThroughOther = `http://127.0.0.1:${String(other.port)}${API}/users/me`;
    // The other process now holds the oldest session in its cache.
    expect(await statusWithin(meThroughOther, account.token, 200, 5000)).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await login(account.email)).statusCode).toBe(200);
    // Far below the cache's 30-second lifetime: the revocation reached it through NOTIFY.
    expect(await statusWithin(meThroughOther, account.token, 401, 3000)).toBe(401);
  });
});
