import { expect, test } from '@playwright/test';
import { DEMO_INDIVIDUAL, signInAs, storeSession, TOKEN_COOKIE } from './session';

test('the landing page shows the hero, the sign-up cards and the three steps', async ({ page }) => {
  await page.goto('/landing');

  await expect(page.getByRole('heading', { level: 1, name: 'Capture Your Story' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Men', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Women', exact: true })).toBeVisible();
  for (const name of ['Model As Man', 'Model As Woman', 'Look For Talent', 'Sign Up As Talent']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText('10 creative sectors').first()).toBeVisible();
  await expect(page.getByText(/paid securely through the platform/).first()).toBeVisible();

  const steps = page
    .getByRole('region', { name: 'From sign-up to payday in three steps' })
    .getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.getByRole('heading')).toHaveText(['Create an account', 'Apply for jobs', 'Get paid']);

  for (const image of await page.getByRole('img').all()) {
    await expect(image).toHaveAttribute('alt', /\w/);
  }
});

test('Login and Get Started lead to their pages', async ({ page }) => {
  await page.goto('/landing');
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

  await page.goto('/landing');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByText('Signing up as Individual')).toBeVisible();
});

test('each sign-up button presets its role on /signup', async ({ page }) => {
  const expectations = [
    ['Model As Man', 'Signing up as Individual'],
    ['Model As Woman', 'Signing up as Individual'],
    ['Look For Talent', 'Signing up as Organization'],
    ['Sign Up As Talent', 'Signing up as Individual'],
  ] as const;
  for (const [button, preset] of expectations) {
    await page.goto('/landing');
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByText(preset)).toBeVisible();
  }
});

test('a signed-in visitor gets no Login or Get Started, and sign-up buttons say so', async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO_INDIVIDUAL);
  await page.goto('/landing');

  await expect(page.getByRole('heading', { level: 1, name: 'Capture Your Story' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Model As Woman' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are already logged in' })).toBeVisible();
  await expect(page).toHaveURL('/landing');
});

test.describe('an account that has not finished onboarding', () => {
  const unfinished = {
    id: '00000000-0000-4000-8000-000000000001',
    role: 'INDIVIDUAL',
    firstName: 'Noura',
    lastName: 'Saleh',
    verifiedEmail: null,
    unVerifiedEmail: 'noura@example.com',
    onboardingCompleted: false,
    individual: null,
    organization: null,
  };

  test.beforeEach(async ({ page }) => {
    // The account state comes from the API; here it is fixed so the dialog's two paths can be checked.
    await page.route('**/models/api/v1/users/me', (route) => route.fulfill({ json: { data: unfinished } }));
    await page.goto('/about');
    await storeSession(page, 'unfinished-session-token', unfinished);
    await page.goto('/landing');
  });

  test('Complete resumes the onboarding at account verification', async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: 'Finish setting up your account' });
    await expect(dialog).toContainText(
      'You did not complete the onboarding. Please complete the onboarding to continue',
    );
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await expect(page).toHaveURL('/verifying-page');
  });

  test('Cancel signs out and clears the stored data', async ({ page, context }) => {
    const dialog = page.getByRole('dialog', { name: 'Finish setting up your account' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/landing');
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === TOKEN_COOKIE)).toBe(false);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  });
});
