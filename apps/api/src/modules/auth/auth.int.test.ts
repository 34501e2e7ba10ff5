import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { onboardedTalent } from '../../../test/onboarded';
import {
  afterThrottle,
  API,
  latestCode,
  mailsTo,
  PASSWORD,
  signup,
  uniqueEmail,
  verifiedAccount,
} from '../../../test/accounts';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const patch = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: `${API}${url}`, payload, headers });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, payload, headers });
const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${API}/users/me`, headers });

function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

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

describe('limits per address', () => {
  it('allows AUTH_LIMIT_PER_IP_PER_HOUR sign-ups an hour from one IP address, then answers 429 with Retry-After', async () => {
    await t.close();
    t = await buildTestApp({ env: { AUTH_LIMIT_PER_IP_PER_HOUR: '4' } });
    for (let i = 0; i < 4; i += 1) await signup(t);
    const response = await post('/auth/signup', {
      firstName: 'Noura',
      lastName: 'Alharbi',
      email: uniqueEmail(),
      password: PASSWORD,
      role: 'INDIVIDUAL',
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('counts failed logins per IP address across addresses', async () => {
    for (let i = 0; i < 50; i += 1) {
      await post('/auth/login', { email: uniqueEmail('probe'), password: 'Wr0ng!Pass', role: 'INDIVIDUAL' });
    }
    const response = await post('/auth/login', {
      email: uniqueEmail('probe'),
      password: PASSWORD,
      role: 'INDIVIDUAL',
    });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});

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

describe('login', () => {
  const login = (email: string, password: string, role = 'INDIVIDUAL') =>
    post('/auth/login', { email, password, role });

  it('signs in with any case and surrounding spaces in the address', async () => {
    const { email } = await verifiedAccount(t);
    const response = await login(` ${email.toUpperCase()}  `, PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ verifiedEmail: email });
  });

  it('gives the same failure for a wrong password, a wrong role and an unknown address', async () => {
    const { email } = await verifiedAccount(t);
    const answers = [
      await login(email, 'Wr0ng!Pass'),
      await login(email, PASSWORD, 'ORGANIZATION'),
      await login(uniqueEmail('nobody'), PASSWORD),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Login failed! Please check your credentials.',
      });
    }
  });

  it('backs off after five failures for an address, and lets the owner in after the wait', async () => {
    const { email } = await verifiedAccount(t);
    for (let i = 0; i < 5; i += 1) expect((await login(email, 'Wr0ng!Pass')).statusCode).toBe(401);
    const blocked = await login(email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    t.clock.advance(wait * 1000);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts failures afresh after a successful login', async () => {
    const { email } = await verifiedAccount(t);
    for (let i = 0; i < 4; i += 1) expect((await login(email, 'Wr0ng!Pass')).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(email, 'Wr0ng!Pass')).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('lets the new password in at once after a reset, whatever failed before', async () => {
    const { email } = await verifiedAccount(t);
    // Seven failures, each waiting out the back-off, make the next wait two minutes.
    for (let failures = 0; failures < 7;) {
      const answer = await login(email, 'Wr0ng!Pass');
      if (answer.statusCode === 429) t.clock.advance(Number(answer.headers['retry-after']) * 1000);
      else failures += 1;
    }
    expect((await login(email, PASSWORD)).statusCode).toBe(429);
    afterThrottle(t);
    await patch('/auth/forgot-password', { email });
    const otp = await latestCode(t, email);
    expect(
      (await patch('/auth/verify-forgot-password', { email, otp, password: 'N3w!Password' })).statusCode,
    ).toBe(200);
    expect((await login(email, 'N3w!Password')).statusCode).toBe(200);
  });

  it('rehashes a password stored with weaker parameters', async () => {
    const { email, userId } = await verifiedAccount(t);
    await t.db.db
      .update(users)
      .set({ passwordHash: await hash(PASSWORD, { memoryCost: 4096, timeCost: 1, parallelism: 1 }) })
      .where(eq(users.id, userId));
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    const [row] = await t.db.db.select().from(users).where(eq(users.id, userId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('sessions', () => {
  it('revokes the current token on logout, also after it was used', async () => {
    const account = await verifiedAccount(t);
    expect((await me(account.headers)).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${API}/sessions`,
      headers: account.headers,
    });
    expect(response.statusCode).toBe(200);
    expect((await me(account.headers)).statusCode).toBe(401);
  });

  it('expires tokens after seven days', async () => {
    const account = await verifiedAccount(t);
    t.clock.advance(7 * 24 * 3600_000 + 1000);
    expect((await me(account.headers)).statusCode).toBe(401);
  });
});

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
