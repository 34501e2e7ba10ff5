import { expect, test } from '@playwright/test';

const GATE = 'Desktop Only: This feature is not available on mobile devices.';
const SIGNUP_NOTE = 'Sign is currently only available on desktop';
const GATED = [
  '/login',
  '/verifying-page',
  '/select-category',
  '/experience-form',
  '/profile-form',
  '/organization-form',
];

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('sign-up shows the desktop-only notice and its own note', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: GATE })).toBeVisible();
    await expect(page.getByText(SIGNUP_NOTE, { exact: true })).toBeVisible();
    await expect(page.getByText('Signing up as')).toHaveCount(0);
  });

  test('login and onboarding show the desktop-only notice', async ({ page }) => {
    for (const path of GATED) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: GATE }), path).toBeVisible();
      await expect(page.getByText(SIGNUP_NOTE)).toHaveCount(0);
    }
  });

  test('the company pages stay available', async ({ page }) => {
    await page.goto('/about');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Where Saudi creativity meets opportunity' }),
    ).toBeVisible();
    await expect(page.getByText(GATE)).toHaveCount(0);
  });
});

test('a short window counts as mobile too', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 650 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: GATE })).toBeVisible();
});

test('the gate follows the window size', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByText(GATE)).toHaveCount(0);

  await page.setViewportSize({ width: 1022, height: 900 });
  await expect(page.getByRole('heading', { level: 1, name: GATE })).toBeVisible();

  await page.setViewportSize({ width: 1023, height: 700 });
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test.describe('on a phone browser with a large window', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  });

  test('the user agent alone triggers the gate', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: GATE })).toBeVisible();
    await expect(page.getByText(SIGNUP_NOTE, { exact: true })).toBeVisible();
  });
});
