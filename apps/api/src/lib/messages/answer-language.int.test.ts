import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, verifiedAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const ARABIC = { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' };

function signupWith(payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `${API}/auth/signup`, payload, headers });
}

describe('messages in the caller’s language', () => {
  it('gives a validation error in Arabic with Accept-Language: ar, its code and status unchanged', async () => {
    const body = {
      firstName: '',
      lastName: 'Alharbi',
      email: 'not-an-address',
      password: 'Str0ng!Pass',
      role: 'INDIVIDUAL',
    };
    const arabic = await signupWith(body, ARABIC);
    expect(arabic.statusCode).toBe(400);
    expect(arabic.headers['content-language']).toBe('ar');
    expect(arabic.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(arabic.json().message).toEqual(
      expect.arrayContaining(['يُرجى إدخال الاسم الأول.', 'صيغة البريد الإلكتروني غير صحيحة.']),
    );
    const english = await signupWith(body);
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toEqual(
      expect.arrayContaining(['First name is required.', 'Invalid email format.']),
    );
  });

  it('names an unknown field of a strict body in Arabic', async () => {
    const body = {
      firstName: 'Noura',
      lastName: 'Alharbi',
      email: 'noura@example.com',
      password: 'Str0ng!Pass',
      role: 'INDIVIDUAL',
      isAdmin: true,
    };
    const response = await signupWith(body, { 'accept-language': 'ar' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['حقل غير معروف: isAdmin.']);
  });

  it('gives an authentication error in Arabic', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/users/me`,
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'يُرجى تسجيل الدخول للمتابعة.',
    });
  });

  it('gives a 429 in Arabic with the seconds of its Retry-After', async () => {
    const account = await verifiedAccount(t);
    const ask = () =>
      t.app.inject({
        method: 'PATCH',
        url: `${API}/auth/forgot-password`,
        payload: { email: account.email },
        headers: ARABIC,
      });
    expect((await ask()).statusCode).toBe(200);
    t.clock.advance(18_000);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('42');
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'يمكنك طلب رمز جديد بعد 42 ثانية.',
    });
  });

  it('answers an unknown route in Arabic', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/nowhere`,
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'غير موجود.' });
  });

  it('keeps English for a language it does not speak', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/users/me`,
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(response.json().message).toBe('Please log in to continue.');
  });

  it('is documented in the OpenAPI document, with the endpoint that saves the account language', async () => {
    const document = (await t.app.inject({ method: 'GET', url: `${API}/docs/json` })).json<{
      info: { description: string };
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(document.info.description).toContain('Accept-Language');
    expect(document.paths['/models/api/v1/users/me/language']?.patch).toBeDefined();
  });
});
