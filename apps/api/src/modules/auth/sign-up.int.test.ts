import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { authCalls, wrongCode } from '../../../test/auth-calls';
import {
  afterThrottle,
  latestCode,
  mailsTo,
  PASSWORD,
  signup,
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

const { patch, post } = authCalls(() => t);

describe('sign-up', () => {
  it('creates an unverified account and e-mails a four-digit code', async () => {
    const email = uniqueEmail();
    const response = await post('/auth/signup', {
      firstName: 'Noura',
      lastName: 'Alharbi',
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
      role: 'ORGANIZATION',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      role: 'ORGANIZATION',
      verifiedEmail: null,
      unVerifiedEmail: email,
      onboardingCompleted: false,
    });
    expect(await latestCode(t, email)).toMatch(/^\d{4}$/);
  });

  it('refuses names with line breaks or without letters, with the rule messages', async () => {
    for (const [names, message] of [
      [
        { firstName: 'Noura\nAdmin', lastName: 'Alharbi' },
        'First name must not contain line breaks or control characters.',
      ],
      [
        { firstName: 'Noura', lastName: 'Al\r\nharbi' },
        'Last name must not contain line breaks or control characters.',
      ],
      [{ firstName: '2024', lastName: 'Alharbi' }, 'First name must include letters.'],
      [{ firstName: 'Noura', lastName: '!!!' }, 'Last name must include letters.'],
    ] as const) {
      const response = await post('/auth/signup', {
        ...names,
        email: uniqueEmail(),
        password: PASSWORD,
        role: 'INDIVIDUAL',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: [message] });
    }
  });

  it('refuses one of the most common passwords, whatever its case and padding', async () => {
    for (const password of ['P@ssw0rd', 'Password1!', 'Dragon2024!']) {
      const response = await post('/auth/signup', {
        firstName: 'Noura',
        lastName: 'Alharbi',
        email: uniqueEmail(),
        password,
        role: 'INDIVIDUAL',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: ['This password is too common. Please choose another one.'],
      });
    }
  });

  it('refuses fields a client may not set (strict bodies)', async () => {
    for (const extra of [
      { verifiedEmail: 'x@example.com' },
      { onboardingCompleted: true },
      { emailVerified: true },
    ]) {
      const response = await post('/auth/signup', {
        firstName: 'Noura',
        lastName: 'Alharbi',
        email: uniqueEmail(),
        password: PASSWORD,
        role: 'INDIVIDUAL',
        ...extra,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('answers a taken address like a new one and tells its owner instead', async () => {
    const { email } = await verifiedAccount(t);
    afterThrottle(t);
    const before = (await mailsTo(t, email)).length;
    const again = await post('/auth/signup', {
      firstName: 'Other',
      lastName: 'Person',
      email,
      password: PASSWORD,
      role: 'INDIVIDUAL',
    });
    const fresh = await post('/auth/signup', {
      firstName: 'Other',
      lastName: 'Person',
      email: uniqueEmail(),
      password: PASSWORD,
      role: 'INDIVIDUAL',
    });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json().data as object).sort()).toEqual(
      Object.keys(fresh.json().data as object).sort(),
    );
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.subject).toContain('Someone tried to sign up with your address');
  });
});

describe('signing up again for an address not yet verified', () => {
  const login = (email: string, password: string) =>
    post('/auth/login', { email, password, role: 'INDIVIDUAL' });

  it("replaces the pending password and sends a fresh code: the squatter's password never logs in", async () => {
    const email = uniqueEmail('victim');
    const squatter = await signup(t, { email, password: 'Squ4tter!Pass' });
    afterThrottle(t);
    const owner = await signup(t, { email, password: 'Own3r!Pass', role: 'ORGANIZATION' });
    expect(owner.userId).not.toBe(squatter.userId);
    const codes = (await mailsTo(t, email)).filter((mail) => mail.subject.includes('Verify your account'));
    expect(codes).toHaveLength(2);

    const verified = await patch('/auth/verify-account', {
      userId: owner.userId,
      otp: await latestCode(t, email),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user).toMatchObject({ role: 'ORGANIZATION', verifiedEmail: email });
    expect((await login(email, 'Squ4tter!Pass')).statusCode).toBe(401);
    expect(
      (await post('/auth/login', { email, password: 'Own3r!Pass', role: 'ORGANIZATION' })).statusCode,
    ).toBe(200);
  });

  it('never lets a code verify a sign-up other than the one it was sent for', async () => {
    const email = uniqueEmail('victim');
    const squatter = await signup(t, { email, password: 'Squ4tter!Pass' });
    const squattersCode = await latestCode(t, email);
    afterThrottle(t);
    const owner = await signup(t, { email, password: 'Own3r!Pass' });
    const ownersCode = await latestCode(t, email);
    afterThrottle(t);
    // The squatter signs up once more after the owner: the newest code in the owner's mailbox is
    // for the squatter's sign-up, which the owner's page (holding the owner's id) cannot verify.
    const again = await signup(t, { email, password: 'Squ4tter!Pass' });
    const newestCode = await latestCode(t, email);
    for (const otp of [newestCode, ownersCode]) {
      expect((await patch('/auth/verify-account', { userId: owner.userId, otp })).statusCode).toBe(400);
    }
    for (const otp of [squattersCode, ownersCode]) {
      expect((await patch('/auth/verify-account', { userId: squatter.userId, otp })).statusCode).toBe(400);
      expect((await patch('/auth/verify-account', { userId: again.userId, otp })).statusCode).toBe(400);
    }
    // The squatter's password opens only the pending sign-up, which reaches nothing but verification.
    expect((await login(email, 'Squ4tter!Pass')).json().data.user).toMatchObject({ verifiedEmail: null });

    afterThrottle(t);
    const last = await signup(t, { email, password: 'Own3r!Pass' });
    const otp = await latestCode(t, email);
    expect((await patch('/auth/verify-account', { userId: last.userId, otp })).statusCode).toBe(200);
    expect((await login(email, 'Own3r!Pass')).statusCode).toBe(200);
    expect((await login(email, 'Squ4tter!Pass')).statusCode).toBe(401);
  });

  it("keeps the day's failed codes, so signing up again does not restart the count", async () => {
    const email = uniqueEmail('victim');
    for (let round = 0; round < 2; round += 1) {
      afterThrottle(t);
      const { userId } = await signup(t, { email });
      const otp = await latestCode(t, email);
      for (let i = 0; i < 5; i += 1) await patch('/auth/verify-account', { userId, otp: wrongCode(otp) });
    }
    afterThrottle(t);
    const { userId } = await signup(t, { email });
    const locked = await patch('/auth/verify-account', { userId, otp: await latestCode(t, email) });
    expect(locked.statusCode).toBe(429);
  });

  it('sends no second code within the minute', async () => {
    const email = uniqueEmail('victim');
    await signup(t, { email });
    const again = await post('/auth/signup', {
      firstName: 'Noura',
      lastName: 'Alharbi',
      email,
      password: PASSWORD,
      role: 'INDIVIDUAL',
    });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await mailsTo(t, email)).filter((mail) => mail.subject.includes('Verify your account')),
    ).toHaveLength(1);
  });
});
