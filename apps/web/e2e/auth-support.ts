import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { latestCode } from './outbox';
import { API, authHeaders, dataOf, png, type Session } from './profiles-support';
import { PRIVACY_NOTICE_VERSION } from './consent-version';

export type RoleLabel = 'Individual' | 'Organization';

/** A toast the app shows (they are live regions with the status role). */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}

/** Fills in and sends the login form, as a person does; where it leads is the caller's to check. */
export async function submitLogin(page: Page, email: string, password: string, role: RoleLabel) {
  await page.goto('/login');
  await page.getByRole('radio', { name: role }).check();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Collects the API requests the page got a 403 for. Each step of an account (unverified,
 * verified, onboarded) reaches only some endpoints; the app must never ask for the others.
 */
export function watchRefusals(page: Page): () => readonly string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() === 403 && url.pathname.startsWith('/models/api/v1/'))
      refused.push(`${response.request().method()} ${url.pathname}`);
  });
  return () => refused;
}

/**
 * A new organization, `<name> Productions` unless it is given a name of its own (in Arabic, say),
 * signed up, verified and onboarded through the API.
 */
export async function newOrganization(
  request: APIRequestContext,
  name: string,
  organizationName = `${name} Productions`,
): Promise<Session> {
  const handle = name.toLowerCase();
  const email = `${handle}.${randomBytes(3).toString('hex')}@example.com`;
  const created = await dataOf<{ id: string }>(
    await request.post(`${API}/auth/signup`, {
      data: {
        firstName: name,
        lastName: 'Studio',
        email,
        password: 'Str0ng!Pass',
        role: 'ORGANIZATION',
        consentVersion: PRIVACY_NOTICE_VERSION,
      },
    }),
  );
  const { token } = await dataOf<{ token: string }>(
    await request.patch(`${API}/auth/verify-account`, {
      data: { userId: created.id, otp: await latestCode(email) },
    }),
  );
  const logo = await dataOf<string>(
    await request.post(`${API}/upload/images`, {
      headers: authHeaders(token),
      multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: png(30, 60, 90) } },
    }),
  );
  const user = await dataOf<Session['user']>(
    await request.patch(`${API}/users/onboarding`, {
      headers: authHeaders(token),
      data: {
        organizationProfile: {
          bio: 'Concerts and festivals in AlUla.',
          name: organizationName,
          location: 'SA',
          instagram: `instagram.com/${handle}`,
          tiktok: `tiktok.com/@${handle}`,
          website: `${handle}.example.com`,
          phone: '+966501234567',
          logo,
        },
      },
    }),
  );
  return { token, user };
}
