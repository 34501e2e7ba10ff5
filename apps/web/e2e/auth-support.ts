import type { Page } from '@playwright/test';

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
