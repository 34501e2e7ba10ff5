import { expect, test, type Browser, type Page } from '@playwright/test';
import { submitLogin } from './auth-support';
import { API, authHeaders, dataOf, newTalent, openAs } from './profiles-support';

const PASSWORD = 'Str0ng!Pass';

async function englishBrowserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

test('a language chosen while signed in follows the account to another browser', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const talent = await newTalent(request);

  const first = await englishBrowserPage(browser);
  await openAs(first, talent.session, '/profile');
  const saved = first.waitForResponse(
    (response) => response.url().endsWith(`${API}/users/me/language`) && response.ok(),
  );
  await first.getByRole('banner').getByRole('button', { name: 'العربية' }).click();
  await saved;
  await expect(first.locator('html')).toHaveAttribute('lang', 'ar');

  const second = await englishBrowserPage(browser);
  await submitLogin(second, talent.email, PASSWORD, 'Individual');
  await expect(second).not.toHaveURL('/login');
  await expect(second.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(second.locator('html')).toHaveAttribute('dir', 'rtl');
  await second.reload();
  await expect(second.locator('html')).toHaveAttribute('lang', 'ar');
});

test('a language chosen before signing in wins over the account’s, and is saved on it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const talent = await newTalent(request);
  const arabic = await dataOf<{ language: string }>(
    await request.patch(`${API}/users/me/language`, {
      headers: authHeaders(talent.session.token),
      data: { language: 'ar' },
    }),
  );
  expect(arabic.language).toBe('ar');

  const page = await englishBrowserPage(browser);
  await page.goto('/login');
  await page.getByRole('banner').getByRole('button', { name: 'العربية' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`${API}/users/me/language`) && response.ok(),
  );
  await submitLogin(page, talent.email, PASSWORD, 'Individual');
  await saved;
  await expect(page).toHaveURL('/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const me = await dataOf<{ language: string }>(
    await request.get(`${API}/users/me`, { headers: authHeaders(talent.session.token) }),
  );
  expect(me.language).toBe('en');
});
