import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { afterThrottle, API, latestCode, PASSWORD, signup, uniqueEmail } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { users } from '../../db/schema/users';
import { createUnverifiedSweep } from './unverified-sweep';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const signupBody = (email: string) => ({
  firstName: 'Noura',
  lastName: 'Alharbi',
  email,
  password: PASSWORD,
  role: 'INDIVIDUAL',
});

async function usersWith(email: string) {
  return t.db.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
}

describe('sign-ups, verification and the sweep of one pending address at once', () => {
  it('leaves one pending account when many sign up with the address at once', async () => {
    const email = uniqueEmail('crowd');
    await signup(t, { email });
    afterThrottle(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: `${API}/auth/signup`, payload: signupBody(email) }),
      ),
    );
    expect(answers.every((answer) => [201, 429].includes(answer.statusCode))).toBe(true);
    const [account, ...others] = await usersWith(email);
    expect(others).toEqual([]);
    const otp = await latestCode(t, email);
    const verified = await t.app.inject({
      method: 'PATCH',
      url: `${API}/auth/verify-account`,
      payload: { userId: account?.id, otp },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('answers every code tried while a new sign-up replaces the account, without a server error', async () => {
    const email = uniqueEmail('race');
    const { userId } = await signup(t, { email });
    afterThrottle(t);
    const replacing = t.app.inject({ method: 'POST', url: `${API}/auth/signup`, payload: signupBody(email) });
    const progress = { replaced: false };
    void replacing.then(() => {
      progress.replaced = true;
    });
    const statuses: number[] = [];
    // Waves of tries until the replacement is done, so that some run inside its transaction.
    while (!progress.replaced) {
      const wave = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.app.inject({
            method: 'PATCH',
            url: `${API}/auth/verify-account`,
            payload: { userId, otp: '0000' },
          }),
        ),
      );
      statuses.push(...wave.map((answer) => answer.statusCode));
    }
    expect((await replacing).statusCode).toBe(201);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });

  it('either verifies or sweeps an account whose code arrives as the sweep runs, never both', async () => {
    const sweep = createUnverifiedSweep({ db: t.db.db, clock: t.clock, logger: pino({ level: 'silent' }) });
    const accounts = [];
    for (let i = 0; i < 8; i += 1) {
      const { email, userId } = await signup(t);
      accounts.push({ userId, otp: await latestCode(t, email) });
    }
    t.clock.advance(48 * 3600_000 + 60_000);
    const [verifications, swept, sweptAgain] = await Promise.all([
      Promise.all(
        accounts.map(({ userId, otp }) =>
          t.app.inject({ method: 'PATCH', url: `${API}/auth/verify-account`, payload: { userId, otp } }),
        ),
      ),
      sweep.sweep(),
      sweep.sweep(),
    ]);
    const verified = verifications.filter((answer) => answer.statusCode === 200).length;
    expect(verifications.every((answer) => [200, 400].includes(answer.statusCode))).toBe(true);
    expect(verified + swept + sweptAgain).toBe(accounts.length);
    const left = await t.db.db.select().from(users).where(eq(users.emailVerified, true));
    expect(left).toHaveLength(verified);
  });
});
