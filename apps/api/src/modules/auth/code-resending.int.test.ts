import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { authCalls } from '../../../test/auth-calls';
import { afterThrottle, latestCode, signup, uniqueEmail, verifiedAccount } from '../../../test/accounts';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const { patch, post } = authCalls(() => t);

describe('resending codes', () => {
  it('sends at most one code a minute and five an hour per address', async () => {
    const { userId } = await signup(t);
    const tooSoon = await post('/otp', { userId, useCase: 'VERIFY_ACCOUNT' });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 4; i += 1) {
      afterThrottle(t);
      expect((await post('/otp', { userId, useCase: 'VERIFY_ACCOUNT' })).statusCode).toBe(200);
    }
    afterThrottle(t);
    const fifth = await post('/otp', { userId, useCase: 'VERIFY_ACCOUNT' });
    expect(fifth.statusCode).toBe(429);
    // The first of the five sends, 305 seconds ago, frees a slot in 3,295 seconds.
    expect(fifth.headers['retry-after']).toBe('3295');
    expect(fifth.json().message).toBe('You can ask for a new code in 55 minutes.');
  });

  it('throttles each use case on its own: right after verifying, a reset or e-mail change code goes out', async () => {
    const account = await verifiedAccount(t);
    for (const useCase of ['RESET_PASSWORD', 'UPDATE_EMAIL']) {
      expect((await post('/otp', { userId: account.userId, useCase }, account.headers)).statusCode).toBe(200);
    }
    expect(await latestCode(t, account.email)).toMatch(/^\d{4}$/);
  });

  it('says when a new code can be asked for, with Retry-After', async () => {
    const account = await verifiedAccount(t);
    await post('/otp', { userId: account.userId, useCase: 'RESET_PASSWORD' }, account.headers);
    t.clock.advance(18_000);
    const soon = await patch('/auth/forgot-password', { email: account.email });
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBe('42');
    expect(soon.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You can ask for a new code in 42 seconds.',
    });
    // An unknown address is answered the same way.
    const nobody = uniqueEmail('nobody');
    await patch('/auth/forgot-password', { email: nobody });
    t.clock.advance(18_000);
    const unknown = await patch('/auth/forgot-password', { email: nobody });
    expect([unknown.statusCode, unknown.headers['retry-after'], unknown.json().message]).toEqual([
      429,
      '42',
      'You can ask for a new code in 42 seconds.',
    ]);
  });

  it('replaces the previous code with the new one', async () => {
    const { email, userId } = await signup(t);
    const first = await latestCode(t, email);
    let second = first;
    while (second === first) {
      afterThrottle(t);
      await post('/otp', { userId, useCase: 'VERIFY_ACCOUNT' });
      second = await latestCode(t, email);
    }
    expect((await patch('/auth/verify-account', { userId, otp: first })).statusCode).toBe(400);
    expect((await patch('/auth/verify-account', { userId, otp: second })).statusCode).toBe(200);
  });

  it('answers unknown ids and addresses exactly as known ones', async () => {
    const known = await signup(t);
    afterThrottle(t);
    const realOtp = await post('/otp', { userId: known.userId, useCase: 'VERIFY_ACCOUNT' });
    const fakeOtp = await post('/otp', { userId: crypto.randomUUID(), useCase: 'VERIFY_ACCOUNT' });
    expect([fakeOtp.statusCode, fakeOtp.json().data]).toEqual([realOtp.statusCode, realOtp.json().data]);

    afterThrottle(t);
    const realForgot = await patch('/auth/forgot-password', { email: known.email });
    const fakeForgot = await patch('/auth/forgot-password', { email: uniqueEmail('nobody') });
    expect([fakeForgot.statusCode, fakeForgot.json().data]).toEqual([
      realForgot.statusCode,
      realForgot.json().data,
    ]);
  });

  it('refuses a malformed user id with 400 instead of pretending to send', async () => {
    for (const userId of ['not-an-id', '12345678-1234-1234-1234-1234567890zz', '']) {
      const response = await post('/otp', { userId, useCase: 'VERIFY_ACCOUNT' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: ['Invalid user id.'] });
    }
    const verify = await patch('/auth/verify-account', { userId: 'not-an-id', otp: '1234' });
    expect(verify.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: ['Invalid user id.'] });
  });

  it('requires a session for UPDATE_EMAIL and RESET_PASSWORD codes, for the caller only', async () => {
    const account = await verifiedAccount(t);
    afterThrottle(t);
    expect((await post('/otp', { userId: account.userId, useCase: 'UPDATE_EMAIL' })).statusCode).toBe(401);
    const other = await verifiedAccount(t);
    const forOther = await post('/otp', { userId: other.userId, useCase: 'RESET_PASSWORD' }, account.headers);
    expect(forOther.statusCode).toBe(403);
    expect(
      (await post('/otp', { userId: account.userId, useCase: 'UPDATE_EMAIL' }, account.headers)).statusCode,
    ).toBe(200);
  });
});
