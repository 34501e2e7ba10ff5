import { expect, test } from '@playwright/test';
import { collectErrors } from './page-errors';
import { DEMO_ORGANIZATION, signInAs } from './session';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows its content and the chrome in English', async ({ page }) => {
    await page.goto('/landing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle('Capture Your Story · Nujoom');
    await expect(page.getByRole('heading', { level: 1, name: 'Capture Your Story' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('a signed-in route paints the top bar and a loading note before the app runs', async ({ page }) => {
    await page.goto('/explore');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner')).toContainText('Nujoom');
    await expect(page.getByRole('status')).toHaveText('Loading your page…');
  });

  test.describe('for a browser that prefers Arabic', () => {
    test.use({ locale: 'ar-SA' });

    test('the public pages come in Arabic, right to left', async ({ page }) => {
      await page.goto('/landing');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: 'اروِ قصتك' })).toBeVisible();

      await page.getByRole('contentinfo').getByRole('link', { name: 'من نحن' }).click();
      await expect(page).toHaveURL('/about');
      await expect(page).toHaveTitle('من نحن · نجوم');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('the shell of a signed-in route is Arabic too', async ({ page }) => {
      await page.goto('/messages');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('banner')).toContainText('نجوم');
      await expect(page.getByRole('status')).toHaveText('جارٍ تحميل صفحتك…');
    });
  });
});

test('the prerendered landing page hydrates without errors, and its language switch works', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/landing');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'en');

  await page.getByRole('banner').getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'اروِ قصتك' })).toBeVisible();

  // The choice reaches the server: the next visit is prerendered in Arabic.
  await page.reload();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'اروِ قصتك' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'من نحن' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page).toHaveTitle('من نحن · نجوم');
  expect(errors).toEqual([]);
});

test("the signed-in shell's top bar is where the app's header renders, so nothing moves", async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO_ORGANIZATION);
  const entry = '**/assets/index-*.js';
  await page.route(entry, (route) => route.abort());
  // A route the server does not render for a session (ADR 021), a form: the shell, then the app.
  await page.goto('/change-password');
  await expect(page.getByRole('status')).toHaveText('Loading your page…');
  const shell = await page.getByRole('banner').boundingBox();
  const brand = await page.getByRole('banner').getByText('Nujoom').boundingBox();

  await page.unroute(entry);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Explore' })).toBeVisible();
  expect(await page.getByRole('banner').boundingBox()).toEqual(shell);
  expect(await page.getByRole('banner').getByText('Nujoom').boundingBox()).toEqual(brand);
});
