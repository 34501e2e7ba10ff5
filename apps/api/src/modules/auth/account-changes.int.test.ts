import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { authCalls, wrongCode } from '../../../test/auth-calls';
import { onboardedTalent } from '../../../test/onboarded';
import {
  afterThrottle,
  latestCode,
  mailsTo,
  PASSWORD,
  uniqueEmail,
  verifiedAccount,
} from '../../../test/accounts';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const { me, patch, post } = authCalls(() => t);

describe('changes while signed in', () => {
  it('changes the password with a code, keeps this session and signs out the others', async () => {
    const account = await onboardedTalent(t);
    const other = await post('/auth/login', { email: account.email, password: PASSWORD, role: 'INDIVIDUAL' });
    const otherHeaders = { authorization: `Bearer ${other.json().data.token as string}` };
    expect((await me(otherHeaders)).statusCode).toBe(200);
    afterThrottle(t);
    await post('/otp', { userId: account.userId, useCase: 'RESET_PASSWORD' }, account.headers);
    const otp = await latestCode(t, account.email);
    const response = await patch(
      '/auth/reset-password',
      { userId: account.userId, otp, password: 'N3w!Password' },
      account.headers,
    );
    expect(response.statusCode).toBe(200);
    expect((await me(account.headers)).statusCode).toBe(200);
    expect((await me(otherHeaders)).statusCode).toBe(401);
    expect((await mailsTo(t, account.email))[0]?.subject).toContain('Your password was changed');
  });

  it("refuses a userId that is not the caller's", async () => {
    const account = await onboardedTalent(t);
    const response = await patch(
      '/auth/reset-password',
      { userId: crypto.randomUUID(), otp: '1234', password: 'N3w!Password' },
      account.headers,
    );
    expect(response.statusCode).toBe(403);
  });

  it('changes the e-mail with a code sent to the verified address and tells the old address', async () => {
    const account = await onboardedTalent(t);
    afterThrottle(t);
    await post('/otp', { userId: account.userId, useCase: 'UPDATE_EMAIL' }, account.headers);
    const otp = await latestCode(t, account.email);
    const newEmail = uniqueEmail('new');
    const other = await post('/auth/login', { email: account.email, password: PASSWORD, role: 'INDIVIDUAL' });
    const otherHeaders = { authorization: `Bearer ${other.json().data.token as string}` };
    expect((await me(otherHeaders)).statusCode).toBe(200);
    const response = await patch('/auth/update-email', { newEmail, otp }, account.headers);
    expect(response.statusCode).toBe(200);
    expect((await me(account.headers)).statusCode).toBe(200);
    expect((await me(otherHeaders)).statusCode).toBe(401);
    expect(response.json().data.user).toMatchObject({ verifiedEmail: newEmail });
    expect((await mailsTo(t, account.email))[0]?.subject).toContain('Your e-mail address was changed');
    expect(
      (await post('/auth/login', { email: newEmail, password: PASSWORD, role: 'INDIVIDUAL' })).statusCode,
    ).toBe(200);
  });

  it('checks the code before telling that another account uses the address', async () => {
    const account = await onboardedTalent(t);
    const other = await verifiedAccount(t);
    afterThrottle(t);
    await post('/otp', { userId: account.userId, useCase: 'UPDATE_EMAIL' }, account.headers);
    const otp = await latestCode(t, account.email);
    const guessed = await patch(
      '/auth/update-email',
      { newEmail: other.email, otp: wrongCode(otp) },
      account.headers,
    );
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json()).toMatchObject({ message: ['The code is incorrect or has expired.'] });

    const taken = await patch('/auth/update-email', { newEmail: other.email, otp }, account.headers);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CONFLICT' });
    // The refusal spent a try but not the code.
    const newEmail = uniqueEmail('free');
    expect((await patch('/auth/update-email', { newEmail, otp }, account.headers)).statusCode).toBe(200);
  });

  it('tells nothing about other addresses while the e-mail change is locked', async () => {
    const account = await onboardedTalent(t);
    const other = await verifiedAccount(t);
    for (let i = 0; i < 10; i += 1) {
      await patch('/auth/update-email', { newEmail: uniqueEmail('probe'), otp: '0000' }, account.headers);
    }
    const probe = await patch('/auth/update-email', { newEmail: other.email, otp: '0000' }, account.headers);
    expect(probe.statusCode).toBe(429);
    expect(probe.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('refuses the current address with 400 before a code is tried', async () => {
    const account = await onboardedTalent(t);
    const response = await patch(
      '/auth/update-email',
      { newEmail: account.email.toUpperCase(), otp: '0000' },
      account.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: ['This is already the e-mail address of your account.'],
    });
  });
});
