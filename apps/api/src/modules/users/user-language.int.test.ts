import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { afterThrottle, API, latestCode, mailsTo, PASSWORD, uniqueEmail } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

/** Signs up with the given Accept-Language (or none) and verifies; the session's headers carry no language. */
async function account(acceptLanguage?: string) {
  const email = uniqueEmail();
  const signup = await t.app.inject({
    method: 'POST',
    url: `${API}/auth/signup`,
    payload: { firstName: 'Noura', lastName: 'Alharbi', email, password: PASSWORD, role: 'INDIVIDUAL' },
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  });
  expect(signup.statusCode).toBe(201);
  const { id: userId, language } = signup.json<{ data: { id: string; language: string } }>().data;
  const verify = await t.app.inject({
    method: 'PATCH',
    url: `${API}/auth/verify-account`,
    payload: { userId, otp: await latestCode(t, email) },
  });
  const { token } = verify.json<{ data: { token: string } }>().data;
  return { email, language, headers: { authorization: `Bearer ${token}` } };
}

function setLanguage(headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'PATCH', url: `${API}/users/me/language`, payload, headers });
}

async function me(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: `${API}/users/me`, headers });
  return response.json<{ data: { language: string } }>().data;
}

describe("the account's language", () => {
  it('is set at sign-up from Accept-Language, and the code e-mail is Arabic, right to left, with a plain-text part', async () => {
    const arabic = await account('ar-SA,ar;q=0.9');
    expect(arabic.language).toBe('ar');
    expect((await me(arabic.headers)).language).toBe('ar');
    const [mail] = await mailsTo(t, arabic.email);
    expect(mail?.subject).toBe('نجوم: توثيق حسابك');
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.html).toContain('استخدم الرمز التالي من أجل توثيق حسابك الجديد:');
    expect(mail?.text).toContain('مرحبًا \u2068Noura\u2069،');
    expect(mail?.text).toContain('تنتهي صلاحيته خلال 10 دقائق');
    expect(mail?.text).toMatch(/— نجوم$/);
  });

  it('is English when the sign-up names no language we speak', async () => {
    const english = await account('fr-FR');
    expect(english.language).toBe('en');
    const [mail] = await mailsTo(t, english.email);
    expect(mail?.subject).toBe('Nujoom: Verify your account');
    expect(mail?.html).toContain('<html lang="en" dir="ltr">');
  });

  it('answers in the saved language when a request sends no Accept-Language, and Accept-Language wins over it', async () => {
    const user = await account('ar');
    const refused = await setLanguage(user.headers, { language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: ['يُرجى اختيار العربية أو الإنجليزية.'],
    });

    const saved = await setLanguage(user.headers, { language: 'en' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.language).toBe('en');
    expect((await me(user.headers)).language).toBe('en');
    expect((await setLanguage(user.headers, { language: 'fr' })).json().message).toEqual([
      'Please choose English or Arabic.',
    ]);
    const asked = await setLanguage({ ...user.headers, 'accept-language': 'ar' }, { language: 'fr' });
    expect(asked.json().message).toEqual(['يُرجى اختيار العربية أو الإنجليزية.']);
  });

  it('writes the e-mails of a later change in the language saved since', async () => {
    const user = await account();
    expect((await setLanguage(user.headers, { language: 'ar' })).statusCode).toBe(200);
    afterThrottle(t);
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `${API}/auth/forgot-password`,
      payload: { email: user.email },
    });
    expect(reset.statusCode).toBe(200);
    const [mail] = await mailsTo(t, user.email);
    expect(mail?.subject).toBe('نجوم: إعادة تعيين كلمة المرور');
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.text).toMatch(/^\d{4}$/m);
  });

  it('refuses an unknown key in the body', async () => {
    const user = await account();
    const response = await setLanguage(user.headers, { language: 'ar', theme: 'dark' });
    expect(response.statusCode).toBe(400);
    expect((await me(user.headers)).language).toBe('en');
  });
});
