import { PRIVACY_NOTICE_VERSION, UserStatusSchema } from '@casting/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { privacyConsents } from '../../db/schema/privacy';
import { API, PASSWORD, uniqueEmail, verifiedAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

function signUp(extra: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/auth/signup`,
    headers,
    payload: {
      firstName: 'Noura',
      lastName: 'Alharbi',
      email: uniqueEmail(),
      password: PASSWORD,
      role: 'INDIVIDUAL',
      ...extra,
    },
  });
}

async function statusOf(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: `${API}/users/me`, headers });
  return UserStatusSchema.parse(response.json<{ data: unknown }>().data);
}

function consent(headers: Record<string, string>, version: unknown, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: `${API}/users/me/consents`,
    headers: { ...headers, 'accept-language': language },
    payload: { version },
  });
}

async function consentsOf(userId: string) {
  return t.db.db
    .select({ version: privacyConsents.version, at: privacyConsents.consentedAt })
    .from(privacyConsents)
    .where(eq(privacyConsents.userId, userId));
}

describe('consent to the privacy notice', () => {
  it('is stored with its version and time when given at sign-up, and nothing is due', async () => {
    const response = await signUp({ consentVersion: PRIVACY_NOTICE_VERSION });
    expect(response.statusCode).toBe(201);
    const status = UserStatusSchema.parse(response.json<{ data: unknown }>().data);
    expect(status.privacyConsent).toEqual({ version: PRIVACY_NOTICE_VERSION, due: false });
    expect(await consentsOf(status.id)).toEqual([{ version: PRIVACY_NOTICE_VERSION, at: t.clock.now() }]);
  });

  it('refuses another version at sign-up, in the caller language', async () => {
    const english = await signUp({ consentVersion: '2020-01-01' });
    expect(english.statusCode).toBe(400);
    expect(english.json<{ message: string[] }>().message).toEqual([
      'The Privacy Policy has changed: read the current version and agree to it.',
    ]);
    const arabic = await signUp({ consentVersion: '2020-01-01' }, { 'accept-language': 'ar' });
    expect(arabic.json<{ message: string[] }>().message).toEqual([
      'تغيّرت سياسة الخصوصية: اقرأ النسخة الحالية ووافق عليها.',
    ]);
  });

  it('is due for an account signed up as the spec does, until the person agrees; agreeing twice keeps one consent', async () => {
    const account = await verifiedAccount(t);
    expect((await statusOf(account.headers)).privacyConsent).toEqual({ version: null, due: true });

    const agreed = await consent(account.headers, PRIVACY_NOTICE_VERSION);
    expect(agreed.statusCode).toBe(200);
    expect(UserStatusSchema.parse(agreed.json<{ data: unknown }>().data).privacyConsent).toEqual({
      version: PRIVACY_NOTICE_VERSION,
      due: false,
    });
    t.clock.advance(60_000);
    expect((await consent(account.headers, PRIVACY_NOTICE_VERSION)).statusCode).toBe(200);
    expect(await consentsOf(account.userId)).toHaveLength(1);
    expect((await statusOf(account.headers)).privacyConsent.due).toBe(false);
  });

  it('is asked again at sign-in after a new version of the notice, and the history is kept', async () => {
    const account = await verifiedAccount(t);
    await t.db.db.insert(privacyConsents).values({
      userId: account.userId,
      version: '2025-01-01',
      consentedAt: new Date('2025-01-02T09:00:00Z'),
    });

    const login = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { email: account.email, password: PASSWORD, role: 'INDIVIDUAL' },
    });
    const signedIn = UserStatusSchema.parse(login.json<{ data: { user: unknown } }>().data.user);
    expect(signedIn.privacyConsent).toEqual({ version: '2025-01-01', due: true });

    expect(
      (await consent(account.headers, '2025-01-01', 'ar')).json<{ message: string[] }>().message,
    ).toEqual(['تغيّرت سياسة الخصوصية: اقرأ النسخة الحالية ووافق عليها.']);
    expect((await consent(account.headers, PRIVACY_NOTICE_VERSION)).statusCode).toBe(200);
    expect((await statusOf(account.headers)).privacyConsent).toEqual({
      version: PRIVACY_NOTICE_VERSION,
      due: false,
    });
    expect((await consentsOf(account.userId)).map((row) => row.version).sort()).toEqual([
      '2025-01-01',
      PRIVACY_NOTICE_VERSION,
    ]);
  });

  it('needs a session', async () => {
    expect((await consent({}, PRIVACY_NOTICE_VERSION)).statusCode).toBe(401);
  });
});
