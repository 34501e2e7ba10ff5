import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Demo accounts seeded by the server (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_ORGANIZATION = { email: 'studio@demo.nujoom.sa', role: 'ORGANIZATION' } as const;
export const DEMO_INDIVIDUAL = { email: 'lina@demo.nujoom.sa', role: 'INDIVIDUAL' } as const;

/** Where the web app keeps the session (apps/web/src/lib/session-store.ts). */
export const TOKEN_COOKIE = 'nujoom_token';
export const USER_STATUS_KEY = 'nujoom.user-status';

interface DemoAccount {
  readonly email: string;
  readonly role: 'INDIVIDUAL' | 'ORGANIZATION';
}

/** Stores a token and user status the way a sign-in does, on the page's current origin. */
export async function storeSession(page: Page, token: string, user: unknown): Promise<void> {
  await page.evaluate(
    ({ cookie, key, token: value, user: status }) => {
      document.cookie = `${cookie}=${encodeURIComponent(value)}; Path=/; SameSite=Strict`;
      window.localStorage.setItem(key, JSON.stringify(status));
    },
    { cookie: TOKEN_COOKIE, key: USER_STATUS_KEY, token, user },
  );
}

/** Signs a demo account in through the real API and hands the session to the page. */
export async function signInAs(page: Page, request: APIRequestContext, account: DemoAccount): Promise<void> {
  const response = await request.post('/models/api/v1/auth/login', {
    data: { email: account.email, password: DEMO_PASSWORD, role: account.role },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = await response.json();
  expect(data.user.onboardingCompleted).toBe(true);
  await page.goto('/about');
  await storeSession(page, data.token, data.user);
}
