import { expect, test, type Page } from '@playwright/test';
import { toast, submitLogin, type RoleLabel } from './auth-support';
import { latestCode } from './outbox';
import { DEMO_PASSWORD, USER_STATUS_KEY } from './session';

/** Demo accounts no other browser test uses, since these tests change their credentials. */
const FORGETFUL = 'khalid@demo.nujoom.sa';
const PASSWORD_CHANGER = 'yousef@demo.nujoom.sa';
const EMAIL_CHANGER = 'events@demo.nujoom.sa';

async function logIn(page: Page, email: string, password: string, role: RoleLabel) {
  await submitLogin(page, email, password, role);
  await expect(page).toHaveURL('/profile');
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/landing');
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).focus();
  await page.keyboard.type(code);
}

test('a forgotten password is reset with the e-mailed code, then the new one logs in', async ({ page }) => {
  const newPassword = 'Desert@Rose42';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');

  const submit = page.getByRole('button', { name: 'Request code' });
  await page.getByLabel('Email').fill('khalid@');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Enter valid email.')).toBeVisible();
  await expect(submit).toBeDisabled();

  const since = Date.now();
  await page.getByLabel('Email').fill(FORGETFUL);
  await submit.click();
  await expect(toast(page, 'Code sent successfully!')).toBeVisible();
  await expect(page).toHaveURL('/verify-otp');
  await expect(page.getByText(FORGETFUL)).toBeVisible();

  await typeCode(page, await latestCode(FORGETFUL, { since }));
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();

  const change = page.getByRole('button', { name: 'Change Password' });
  await page.getByLabel('New password', { exact: true }).fill('weakpass');
  await page.getByLabel('New password', { exact: true }).blur();
  await expect(page.getByText('Enter valid password.')).toBeVisible();
  await expect(change).toBeDisabled();

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await change.click();
  await expect(toast(page, 'Password changed successfully!')).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual([]);

  await page.getByLabel('Email').fill(FORGETFUL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toast(page, 'Login failed! Please check your credentials.')).toBeVisible();

  await logIn(page, FORGETFUL, newPassword, 'Individual');
});

test('a signed-in talent changes the password from the avatar menu', async ({ page }) => {
  const newPassword = 'Camera@Ready9';
  await logIn(page, PASSWORD_CHANGER, DEMO_PASSWORD, 'Individual');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page).toHaveURL('/send-change-otp');
  await expect(page.getByText('For changing your password')).toBeVisible();
  await expect(page.getByText(PASSWORD_CHANGER)).toBeVisible();

  const since = Date.now();
  await page.getByRole('button', { name: 'Request code' }).click();
  await expect(toast(page, 'Code sent successfully!')).toBeVisible();
  await expect(page).toHaveURL('/verify-otp');

  await typeCode(page, await latestCode(PASSWORD_CHANGER, { since }));
  await expect(page).toHaveURL('/change-password');

  const change = page.getByRole('button', { name: 'Change Password' });
  await page.getByLabel('New password', { exact: true }).fill('nouppercase1!');
  await page.getByLabel('New password', { exact: true }).blur();
  await expect(
    page.getByText(
      'Password must be at least 8 characters long and include at least one uppercase letter, one number, and one special character (@$!%*?&).',
    ),
  ).toBeVisible();
  await expect(change).toBeDisabled();

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await change.click();
  await expect(toast(page, 'Password changed successfully!')).toBeVisible();
  await expect(page).toHaveURL('/profile');

  await logOut(page);
  await logIn(page, PASSWORD_CHANGER, newPassword, 'Individual');
});

test('a signed-in organization changes its e-mail address and logs in with the new one', async ({ page }) => {
  const newEmail = `bookings-${Date.now()}@redsea.example.com`;
  await logIn(page, EMAIL_CHANGER, DEMO_PASSWORD, 'Organization');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Change Email Address' }).click();
  await expect(page.getByText('For changing your e-mail address')).toBeVisible();

  const since = Date.now();
  await page.getByRole('button', { name: 'Request code' }).click();
  await expect(toast(page, 'Code sent successfully!')).toBeVisible();
  await expect(page).toHaveURL('/verify-otp');
  await typeCode(page, await latestCode(EMAIL_CHANGER, { since }));
  await expect(page).toHaveURL('/change-email');

  const change = page.getByRole('button', { name: 'Change Email' });
  await page.getByLabel('New email').fill('not-an-address');
  await page.getByLabel('New email').blur();
  await expect(page.getByText('Invalid email address. Please enter a valid email address.')).toBeVisible();
  await expect(change).toBeDisabled();

  await page.getByLabel('New email').fill(newEmail);
  await change.click();
  await expect(toast(page, 'Email changed successfully.')).toBeVisible();
  await expect(page).toHaveURL('/profile');
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), USER_STATUS_KEY);
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ verifiedEmail: newEmail });

  await logOut(page);
  await logIn(page, newEmail, DEMO_PASSWORD, 'Organization');
});

test('a change page without a code points to requesting one', async ({ page }) => {
  await logIn(page, 'studio@demo.nujoom.sa', DEMO_PASSWORD, 'Organization');
  await page.goto('/change-email');
  await page.getByRole('link', { name: 'Request a code' }).click();
  await expect(page).toHaveURL('/send-change-otp');
  await expect(page.getByText('For changing your e-mail address')).toBeVisible();
});
