import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { authCalls, wrongCode } from '../../../test/auth-calls';
import { afterThrottle, latestCode, mailsTo, signup, verifiedAccount } from '../../../test/accounts';
import { sessions } from '../../db/schema/sessions';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const { me, patch, post } = authCalls(() => t);

describe('verifying an account', () => {
  it('signs the account in with the right code, once', async () => {
    const { email, userId } = await signup(t);
    const otp = await latestCode(t, email);
    const wrong = await patch('/auth/verify-account', { userId, otp: wrongCode(otp) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: ['The code is incorrect or has expired.'],
    });

    const right = await patch('/auth/verify-account', { userId, otp });
    expect(right.statusCode).toBe(200);
    const { user, token } = right.json().data as { user: { verifiedEmail: string }; token: string };
    expect(user.verifiedEmail).toBe(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await me({ authorization: `Bearer ${token}` })).json().data).toMatchObject({ id: userId });

    const reused = await patch('/auth/verify-account', { userId, otp });
    expect(reused.statusCode).toBe(400);
  });

  it('reads a code typed in Arabic-Indic or Persian digits as its ASCII digits', async () => {
    for (const digits of ['٠١٢٣٤٥٦٧٨٩', '۰۱۲۳۴۵۶۷۸۹']) {
      const { email, userId } = await signup(t);
      const typed = (await latestCode(t, email)).replace(/\d/g, (digit) => digits.charAt(Number(digit)));
      expect(typed).not.toMatch(/\d/);
      expect((await patch('/auth/verify-account', { userId, otp: typed })).statusCode).toBe(200);
    }
  });

  it('stores only a hash of the session token', async () => {
    const account = await verifiedAccount(t);
    const rows = await t.db.db.select().from(sessions);
    expect(rows.map((row) => row.tokenHash)).not.toContain(account.token);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('refuses an expired code', async () => {
    const { email, userId } = await signup(t);
    const otp = await latestCode(t, email);
    t.clock.advance(10 * 60_000 + 1_000);
    expect((await patch('/auth/verify-account', { userId, otp })).statusCode).toBe(400);
  });

  it('burns a code after five wrong tries', async () => {
    const { email, userId } = await signup(t);
    const otp = await latestCode(t, email);
    for (let i = 0; i < 5; i += 1) {
      expect((await patch('/auth/verify-account', { userId, otp: wrongCode(otp) })).statusCode).toBe(400);
    }
    expect((await patch('/auth/verify-account', { userId, otp })).statusCode).toBe(400);
  });

  it('locks the use case for 24 hours after ten failures in a day, and tells the owner', async () => {
    const { email, userId } = await signup(t);
    for (let round = 0; round < 2; round += 1) {
      afterThrottle(t);
      expect((await post('/otp', { userId, useCase: 'VERIFY_ACCOUNT' })).statusCode).toBe(200);
      const otp = await latestCode(t, email);
      for (let i = 0; i < 5; i += 1) await patch('/auth/verify-account', { userId, otp: wrongCode(otp) });
    }
    afterThrottle(t);
    await post('/otp', { userId, useCase: 'VERIFY_ACCOUNT' });
    const otp = await latestCode(t, email);
    const locked = await patch('/auth/verify-account', { userId, otp });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    const lockMails = (await mailsTo(t, email)).filter((mail) =>
      mail.subject.includes('Too many wrong codes'),
    );
    expect(lockMails).toHaveLength(1);
    expect(lockMails[0]?.text).toContain('Ten wrong codes were entered today to verify your new account');

    t.clock.advance(24 * 3600_000);
    await post('/otp', { userId, useCase: 'VERIFY_ACCOUNT' });
    const fresh = await latestCode(t, email);
    expect((await patch('/auth/verify-account', { userId, otp: fresh })).statusCode).toBe(200);
  });

  it('never accepts a code of another use case', async () => {
    const { email, userId } = await signup(t);
    const verifyCode = await latestCode(t, email);
    let resetCode = verifyCode;
    while (resetCode === verifyCode) {
      afterThrottle(t);
      expect((await patch('/auth/forgot-password', { email })).statusCode).toBe(200);
      resetCode = await latestCode(t, email);
    }
    expect((await patch('/auth/verify-account', { userId, otp: resetCode })).statusCode).toBe(400);
    expect((await patch('/auth/verify-account', { userId, otp: verifyCode })).statusCode).toBe(200);
  });

  it('lets one of many simultaneous submissions of a code win', async () => {
    const { email, userId } = await signup(t);
    const otp = await latestCode(t, email);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => patch('/auth/verify-account', { userId, otp })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await t.db.db.select().from(sessions)).toHaveLength(1);
  });
});
