import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, latestCode, PASSWORD, signup, verifiedAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { otpCodes } from '../../db/schema/otp-codes';
import { users } from '../../db/schema/users';
import { createUnverifiedSweep } from './unverified-sweep';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const HOUR = 3600_000;

describe('accounts left unverified', () => {
  it('are deleted 48 hours after sign-up, with their codes; verified accounts stay', async () => {
    const sweep = createUnverifiedSweep({ db: t.db.db, clock: t.clock, logger: pino({ level: 'silent' }) });
    const pending = await signup(t);
    const code = await latestCode(t, pending.email);
    const verified = await verifiedAccount(t);

    t.clock.advance(47 * HOUR);
    expect(await sweep.sweep()).toBe(0);

    t.clock.advance(1 * HOUR + 60_000);
    expect(await sweep.sweep()).toBe(1);
    expect(await t.db.db.select().from(users).where(eq(users.id, pending.userId))).toEqual([]);
    expect(await t.db.db.select().from(otpCodes).where(eq(otpCodes.userId, pending.userId))).toEqual([]);
    const late = await t.app.inject({
      method: 'PATCH',
      url: `${API}/auth/verify-account`,
      payload: { userId: pending.userId, otp: code },
    });
    expect(late.statusCode).toBe(400);

    const login = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { email: verified.email, password: PASSWORD, role: 'INDIVIDUAL' },
    });
    expect(login.statusCode).toBe(200);
    // The address is free for a new sign-up, which gets its own code.
    const again = await signup(t, { email: pending.email });
    expect(again.userId).not.toBe(pending.userId);
  });
});
