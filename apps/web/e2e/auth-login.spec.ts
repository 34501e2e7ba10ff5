import { expect, test, type APIRequestContext } from '@playwright/test';
import { toast, submitLogin } from './auth-support';
import { latestCode } from './outbox';
import { DEMO_INDIVIDUAL, DEMO_ORGANIZATION, DEMO_PASSWORD, TOKEN_COOKIE } from './session';
import { PRIVACY_NOTICE_VERSION } from './consent-version';

async function signUpThroughApi(request: APIRequestContext, role: 'INDIVIDUAL' | 'ORGANIZATION') {
  const email = `resume-${role.toLowerCase()}-${Date.now()}@example.com`;
  const password = 'Resume@2026';
  const response = await request.post('/models/api/v1/auth/signup', {
    data: {
      firstName: 'Hessa',
      lastName: 'Alshammari',
      email,
      password,
      role,
      consentVersion: PRIVACY_NOTICE_VERSION,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = await response.json();
  return { email, password, userId: data.id as string };
}

test('an individual logs in, stays in after a reload and logs out from the avatar menu', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('radio', { name: 'Individual' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');

  await submitLogin(page, DEMO_INDIVIDUAL.email, DEMO_PASSWORD, 'Individual');
  await expect(toast(page, 'Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL('/profile');

  await page.reload();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  const logout = page.waitForRequest(
    (request) => request.method() === 'DELETE' && request.url().endsWith('/models/api/v1/sessions'),
  );
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await logout;
  await expect(page).toHaveURL('/landing');
  expect((await context.cookies()).some((cookie) => cookie.name === TOKEN_COOKIE)).toBe(false);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);

  await page.goto('/profile');
  await expect(page).toHaveURL('/landing');
});

test('an organization logs in with the Organization role', async ({ page }) => {
  await submitLogin(page, DEMO_ORGANIZATION.email, DEMO_PASSWORD, 'Organization');
  await expect(page).toHaveURL('/profile');
});

test('a wrong password or role is refused with the spec message', async ({ page }) => {
  await submitLogin(page, DEMO_INDIVIDUAL.email, 'Wrong@Password1', 'Individual');
  await expect(toast(page, 'Login failed! Please check your credentials.')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await submitLogin(page, DEMO_ORGANIZATION.email, DEMO_PASSWORD, 'Individual');
  await expect(toast(page, 'Login failed! Please check your credentials.')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('the login button waits for a valid e-mail and a password', async ({ page }) => {
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Login', exact: true });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email').fill('lina@');
  await page.getByLabel('Password', { exact: true }).fill('anything');
  await expect(page.getByText('Invalid email format.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email').fill('lina@demo.nujoom.sa');
  await expect(submit).toBeEnabled();
});

test('an unverified account resumes at the verifying page, even after a reload', async ({
  page,
  request,
}) => {
  const account = await signUpThroughApi(request, 'INDIVIDUAL');
  await submitLogin(page, account.email, account.password, 'Individual');
  await expect(page).toHaveURL('/verifying-page');
  await page.reload();
  await expect(page.getByText(account.email)).toBeVisible();

  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).focus();
  await page.keyboard.type(await latestCode(account.email));
  await expect(page).toHaveURL('/select-category');
});

test('a verified organization without a profile resumes at the organization form', async ({
  page,
  request,
}) => {
  const account = await signUpThroughApi(request, 'ORGANIZATION');
  const verified = await request.patch('/models/api/v1/auth/verify-account', {
    data: { userId: account.userId, otp: await latestCode(account.email) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);

  await submitLogin(page, account.email, account.password, 'Organization');
  await expect(page).toHaveURL('/organization-form');
});
