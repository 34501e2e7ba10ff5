import { expect, test } from '@playwright/test';
import { completeFirstSteps, openAs, signUpVerified, uploadImage } from './onboarding-support';
import { phone } from './phone-support';

// Whole journeys on an emulated phone: several pages each, given room on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The spec's "Desktop Only" notice, which no screen shows any more (docs/spec-deviations.md). */
const GATE = 'Desktop Only: This feature is not available on mobile devices.';

test.describe('on a phone', () => {
  test.use(phone());

  test('sign-up, login and the code page open their forms', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await page.goto('/forgot-password');
    await expect(page.getByRole('button', { name: 'Request code' })).toBeVisible();
    await expect(page.getByText(GATE)).toHaveCount(0);
  });

  test('a verified talent and organization reach their onboarding forms', async ({ page, request }) => {
    const talent = await signUpVerified(request, 'INDIVIDUAL', 'phone-gate');
    await openAs(page, talent, '/select-category');
    await expect(page.getByRole('radio', { name: 'Model', exact: true })).toBeVisible();
    const organization = await signUpVerified(request, 'ORGANIZATION', 'phone-gate');
    await openAs(page, organization, '/organization-form');
    await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
    await expect(page.getByText(GATE)).toHaveCount(0);
  });
});

test.describe('on a desktop screen', () => {
  test.use({ screen: { width: 1920, height: 1080 } });

  test('a filled profile form keeps its fields and upload while the window shrinks to a phone and grows', async ({
    page,
    request,
  }) => {
    const account = await signUpVerified(request, 'INDIVIDUAL', 'resize');
    await openAs(page, account, '/select-category');
    await completeFirstSteps(page, 'Photographer');
    await page.getByLabel('Camera', { exact: true }).fill('Sony A7 IV');
    await page.getByLabel('Lenses', { exact: true }).fill('35mm f/1.4');
    await uploadImage(page, 'Profile picture');

    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByLabel('Camera', { exact: true })).toHaveValue('Sony A7 IV');
    await page.setViewportSize({ width: 1440, height: 900 });

    await expect(page.getByLabel('Camera', { exact: true })).toHaveValue('Sony A7 IV');
    await expect(page.getByLabel('Lenses', { exact: true })).toHaveValue('35mm f/1.4');
    await expect(page.getByRole('img', { name: 'Profile picture', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove: Profile picture', exact: true })).toBeVisible();
  });
});
