import { expect, test } from '@playwright/test';
import { submitLogin, watchRefusals } from './auth-support';
import { fillOrganization, openAs, signUpVerified } from './onboarding-support';
import { latestCode } from './outbox';
import { PRIVACY_NOTICE_VERSION } from './consent-version';

test('an unverified account signs in, looks around and verifies without a refused request', async ({
  page,
  request,
}) => {
  const refusals = watchRefusals(page);
  const email = `steps-${Date.now()}@example.com`;
  const password = 'Steps@2026';
  const signup = await request.post('/models/api/v1/auth/signup', {
    data: {
      firstName: 'Hessa',
      lastName: 'Alshammari',
      email,
      password,
      role: 'INDIVIDUAL',
      consentVersion: PRIVACY_NOTICE_VERSION,
    },
  });
  expect(signup.ok(), await signup.text()).toBe(true);

  await submitLogin(page, email, password, 'Individual');
  await expect(page).toHaveURL('/verifying-page');
  await page.goto('/landing');
  const dialog = page.getByRole('dialog', { name: 'Finish setting up your account' });
  await expect(dialog).toBeVisible();
  await page.goto('/explore');
  await expect(page).toHaveURL('/landing');
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/verifying-page');
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).focus();
  await page.keyboard.type(await latestCode(email));
  await expect(page).toHaveURL('/select-category');
  expect(refusals()).toEqual([]);
});

test('an organization onboards and browses talent with the same session, without a refused request', async ({
  page,
  request,
}) => {
  const refusals = watchRefusals(page);
  const account = await signUpVerified(request, 'ORGANIZATION', 'steps');
  await openAs(page, account, '/organization-form');
  await page.goto('/explore');
  await expect(page).toHaveURL('/landing');
  await page.goto('/organization-form');
  await fillOrganization(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/profile', { timeout: 15_000 });

  await page.goto('/explore');
  await expect(page.getByRole('link', { name: 'View Profile' }).first()).toBeVisible({ timeout: 15_000 });
  expect(refusals()).toEqual([]);
});
