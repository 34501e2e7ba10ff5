import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { authCalls } from '../../../test/auth-calls';
import { onboardedTalent } from '../../../test/onboarded';
import { afterThrottle, latestCode, mailsTo, verifiedAccount } from '../../../test/accounts';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const { me, patch, post } = authCalls(() => t);

describe('forgot password', () => {
  it('sets a new password with the e-mailed code and signs out every session', async () => {
    const account = await verifiedAccount(t);
    expect((await me(account.headers)).statusCode).toBe(200);
    afterThrottle(t);
    await patch('/auth/forgot-password', { email: account.email });
    const otp = await latestCode(t, account.email);
    const response = await patch('/auth/verify-forgot-password', {
      email: account.email,
      otp,
      password: 'N3w!Password',
    });
    expect(response.statusCode).toBe(200);
    expect((await me(account.headers)).statusCode).toBe(401);
    const login = await post('/auth/login', {
      email: account.email,
      password: 'N3w!Password',
      role: 'INDIVIDUAL',
    });
    expect(login.statusCode).toBe(200);
    expect((await mailsTo(t, account.email))[0]?.subject).toContain('Your password was changed');
  });

  it('accepts the reset body on /auth/forgot-password too', async () => {
    const account = await verifiedAccount(t);
    afterThrottle(t);
    await patch('/auth/forgot-password', { email: account.email });
    const otp = await latestCode(t, account.email);
    const response = await patch('/auth/forgot-password', {
      email: account.email,
      otp,
      password: 'N3w!Password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: 'password-changed' });
  });

  it('refuses a common new password without spending the code', async () => {
    const account = await verifiedAccount(t);
    afterThrottle(t);
    await patch('/auth/forgot-password', { email: account.email });
    const otp = await latestCode(t, account.email);
    const common = await patch('/auth/verify-forgot-password', {
      email: account.email,
      otp,
      password: 'Password1!',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toEqual(['This password is too common. Please choose another one.']);
    const changed = await patch('/auth/verify-forgot-password', {
      email: account.email,
      otp,
      password: 'N3w!Password',
    });
    expect(changed.statusCode).toBe(200);
  });

  it('refuses a common password on the signed-in change too', async () => {
    const account = await onboardedTalent(t);
    const response = await patch(
      '/auth/reset-password',
      { otp: '1234', password: 'Qwerty123!' },
      account.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['This password is too common. Please choose another one.']);
  });

  it('refuses a password that breaks the rule, with its message', async () => {
    const account = await verifiedAccount(t);
    const response = await patch('/auth/verify-forgot-password', {
      email: account.email,
      otp: '1234',
      password: 'weak',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Enter valid password.');
  });
});
