import { expect, test, type Page } from '@playwright/test';
import { toast } from './auth-support';
import { latestCode } from './outbox';
import { PRIVACY_NOTICE_VERSION } from './consent-version';
import { TOKEN_COOKIE, USER_STATUS_KEY } from './session';

const PASSWORD = 'Stage@Light7';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function fillSignup(page: Page, email: string): Promise<void> {
  await page.getByLabel('First name').fill('Sara');
  await page.getByLabel('Last name').fill('Alotaibi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
}

/** Types into the first box; the boxes move the focus on by themselves. */
async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).focus();
  await page.keyboard.type(code);
}

test('talent signs up, survives a reload, verifies with the e-mailed code and picks a category next', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('talent');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Individual' })).toBeChecked();

  await fillSignup(page, email);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(toast(page, 'Registered successfully!')).toBeVisible();
  await expect(page).toHaveURL('/verifying-page');
  await expect(page.getByText(email)).toBeVisible();

  // The account has no token yet; its user status alone must carry the page through a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === TOKEN_COOKIE)).toBe(false);

  // Signing up sent a code a moment ago; the server refuses another within a minute and says when.
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(toast(page, /^You can ask for a new code in \d+ seconds\.$/)).toBeVisible();

  await typeCode(page, await latestCode(email));
  await expect(toast(page, 'Code verified successfully!')).toBeVisible();
  await expect(page).toHaveURL('/select-category');
  expect((await context.cookies()).some((cookie) => cookie.name === TOKEN_COOKIE)).toBe(true);
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), USER_STATUS_KEY);
  expect(JSON.parse(stored ?? '{}')).toMatchObject({
    role: 'INDIVIDUAL',
    verifiedEmail: email,
    privacyConsent: { version: PRIVACY_NOTICE_VERSION, due: false },
  });
});

test('the resend link counts down the wait the server gives; a code typed in Arabic-Indic digits verifies', async ({
  page,
}) => {
  await page.clock.install();
  const email = uniqueEmail('countdown');
  await page.goto('/signup');
  await fillSignup(page, email);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/verifying-page');

  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(toast(page, /^You can ask for a new code in \d+ seconds\.$/)).toBeVisible();
  const waiting = page.getByRole('button', { name: /^Resend in \d+ seconds$/ });
  await expect(waiting).toBeDisabled();
  const secondsLeft = async () => Number(/\d+/.exec(await waiting.innerText())?.[0]);
  const first = await secondsLeft();
  expect(first).toBeGreaterThan(30);
  expect(first).toBeLessThanOrEqual(60);
  await expect.poll(secondsLeft, { timeout: 5000 }).toBeLessThan(first);

  await page.clock.fastForward('01:00');
  await expect(page.getByRole('button', { name: 'Resend', exact: true })).toBeEnabled();

  const code = await latestCode(email);
  await typeCode(
    page,
    code.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'.charAt(Number(digit))),
  );
  await expect(page).toHaveURL('/select-category');
});

test('an organization signs up from Look For Talent and verifies by pasting the code', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('studio');
  await page.goto('/landing');
  await page.getByRole('button', { name: 'Look For Talent' }).click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('radio', { name: 'Organization' })).toBeChecked();

  await fillSignup(page, email);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/verifying-page');
  // History was replaced: going back does not return to the filled-in form.
  await page.goBack();
  await expect(page).toHaveURL('/landing');
  await page.goForward();
  await expect(page).toHaveURL('/verifying-page');

  const code = await latestCode(email);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await page.getByRole('textbox', { name: 'Digit 3 of 4' }).focus();
  await page.keyboard.press('ControlOrMeta+V');

  await expect(toast(page, 'Code verified successfully!')).toBeVisible();
  await expect(page).toHaveURL('/organization-form');
});

test('a wrong code is refused and the boxes empty for another try', async ({ page }) => {
  const email = uniqueEmail('retry');
  await page.goto('/signup');
  await fillSignup(page, email);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/verifying-page');

  const code = await latestCode(email);
  const wrong = code === '0000' ? '1111' : '0000';
  await typeCode(page, wrong);
  await expect(toast(page, 'The code is incorrect or has expired.')).toBeVisible();
  const first = page.getByRole('textbox', { name: 'Digit 1 of 4' });
  await expect(first).toHaveValue('');
  await expect(first).toBeFocused();

  // Backspace on an empty box steps back and clears it.
  await typeCode(page, code.slice(0, 2));
  await expect(page.getByRole('textbox', { name: 'Digit 3 of 4' })).toBeFocused();
  await page.keyboard.press('Backspace');
  const second = page.getByRole('textbox', { name: 'Digit 2 of 4' });
  await expect(second).toBeFocused();
  await expect(second).toHaveValue('');

  await page.keyboard.type(code.slice(1));
  await expect(page).toHaveURL('/select-category');
});

test('sign-up shows the rule messages and keeps its button disabled until every field is right', async ({
  page,
}) => {
  await page.goto('/signup');
  const submit = page.getByRole('button', { name: 'Sign Up' });
  await expect(submit).toBeDisabled();

  await page.getByLabel('First name').fill('Sa');
  await page.getByLabel('Last name').fill('Al');
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('First name').focus();

  await expect(page.getByText('First name must be at least 3 characters.')).toBeVisible();
  await expect(page.getByText('Last name must be at least 3 characters.')).toBeVisible();
  await expect(page.getByText('Invalid email format.')).toBeVisible();
  await expect(
    page.getByText(
      'Password must be at least 8 characters long and include at least one uppercase letter, one number, and one special character (@$!%*?&).',
    ),
  ).toBeVisible();
  await expect(submit).toBeDisabled();

  await page.getByLabel('First name').fill('');
  await expect(page.getByText('First name is required.')).toBeVisible();
  await page.getByLabel('First name').fill('2024');
  await expect(page.getByText('First name must include letters.')).toBeVisible();

  await fillSignup(page, uniqueEmail('valid'));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(submit).toBeEnabled();

  await page.getByLabel('Last name').fill('');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Last name').fill('Alotaibi');
  await expect(submit).toBeEnabled();

  // Consent to the Privacy Policy is asked, not assumed; its link opens the policy beside the form.
  const consent = page.getByRole('checkbox', { name: /Privacy Policy/ });
  await consent.uncheck();
  await expect(page.getByText('Agree to the Privacy Policy to create your account.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Privacy Policy', exact: true }),
  ).toHaveAttribute('target', '_blank');
});
