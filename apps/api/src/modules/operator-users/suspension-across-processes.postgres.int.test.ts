import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { onboardedTalent } from '../../../test/onboarded';
import { operatorSession } from '../../../test/operators';
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

describe('a suspension, with several API processes on one PostgreSQL', () => {
  it('ends the account session in every process at once', async () => {
    other = await startSecondApiProcess(t);
    const talent = await onboardedTalent(t);
    const operator = await operatorSession(t);
    const meThroughOther = `http://127.0.0.1:${String(other.port)}${API}/users/me`;
    // The other process now holds the session in its cache.
    expect(await statusWithin(meThroughOther, talent.token, 200, 5000)).toBe(200);

    const suspended = await t.app.inject({
      method: 'POST',
      url: `${API}/operator/users/${talent.userId}/suspension`,
      headers: operator.headers,
      payload: { days: 7, reason: 'Harassment' },
    });
    expect(suspended.statusCode).toBe(200);
    // Far below the session cache's 30 seconds: the revocation reached it through NOTIFY.
    expect(await statusWithin(meThroughOther, talent.token, 401, 3000)).toBe(401);

    const login = await fetch(`http://127.0.0.1:${String(other.port)}${API}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: talent.email, password: 'Str0ng!Pass', role: 'INDIVIDUAL' }),
    });
    expect(login.status).toBe(403);
    expect(await login.json()).toMatchObject({ code: 'SUSPENDED' });
  });
});
