import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, verifiedAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  startSecondApiProcess,
  stopServerProcess,
  type ServerProcess,
  statusWithin,
} from '../../../test/server-process';

let t: TestApp;
let other: ServerProcess | undefined;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await stopServerProcess(other);
  await t.close();
});

describe('sessions across API processes on one PostgreSQL', () => {
  it('refuses, in every process, a token logged out through another', async () => {
    other = await startSecondApiProcess(t);
    const account = await verifiedAccount(t);
    const meThroughOther = `http://127.0.0.1:${String(other.port)}${API}/users/me`;
    // The other process now holds the session in its cache.
    expect(await statusWithin(meThroughOther, account.token, 200, 5000)).toBe(200);

    const logout = await t.app.inject({ method: 'DELETE', url: `${API}/sessions`, headers: account.headers });
    expect(logout.statusCode).toBe(200);
    // Far below the cache's 30-second lifetime: the revocation reached it through NOTIFY.
    expect(await statusWithin(meThroughOther, account.token, 401, 3000)).toBe(401);
  });
});
