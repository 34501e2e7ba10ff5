import { devices, expect, test } from '@playwright/test';
import { completeFirstSteps, openAs, signUpVerified, uploadImage } from './onboarding-support';

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
  test.use({ screen: { width: 800, height: 900 }, viewport: { width: 800, height: 900 } });

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

test.describe('on a short screen', () => {
  test.use({ screen: { width: 1440, height: 650 }, viewport: { width: 1440, height: 650 } });

  test('a screen under 700 px high counts as mobile', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: GATE })).toBeVisible();
  });
});

test.describe('on a 1366×768 laptop', () => {
  test.use({ screen: { width: 1366, height: 768 }, viewport: { width: 1366, height: 657 } });

  test('the browser window, shorter than the screen, reaches login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByText(GATE)).toHaveCount(0);
  });
});

test.describe('on a desktop screen with a narrow window', () => {
  test.use({ screen: { width: 1920, height: 1080 }, viewport: { width: 800, height: 600 } });

  test('login is shown', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByText(GATE)).toHaveCount(0);
  });
});

test.describe('on a desktop screen', () => {
  test.use({ screen: { width: 1920, height: 1080 } });

  test('a filled profile form keeps its fields and upload while the window shrinks and grows', async ({
    page,
    request,
  }) => {
    const account = await signUpVerified(request, 'INDIVIDUAL', 'resize');
    await openAs(page, account, '/select-category');
    await completeFirstSteps(page, 'Photographer');
    await page.getByLabel('Camera', { exact: true }).fill('Sony A7 IV');
    await page.getByLabel('Lenses', { exact: true }).fill('35mm f/1.4');
    await uploadImage(page, 'Profile picture');

    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(page.getByText(GATE)).toHaveCount(0);
    await page.setViewportSize({ width: 1440, height: 900 });

    await expect(page.getByLabel('Camera', { exact: true })).toHaveValue('Sony A7 IV');
    await expect(page.getByLabel('Lenses', { exact: true })).toHaveValue('35mm f/1.4');
    await expect(page.getByRole('img', { name: 'Profile picture', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove: Profile picture', exact: true })).toBeVisible();
  });
});

test.describe('on a phone browser with a large screen', () => {
  test.use({
    screen: { width: 1440, height: 900 },
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  });

  test('the user agent alone triggers the gate', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: GATE })).toBeVisible();
    await expect(page.getByText(SIGNUP_NOTE, { exact: true })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  test.use({
    userAgent,
    viewport,
    screen: { width: 412, height: 915 },
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });

  test('login shows the desktop-only notice', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: GATE })).toBeVisible();
  });
});
