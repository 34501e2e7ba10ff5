import { expect, test } from '@playwright/test';
import { fillOrganization, openAs, signUpVerified } from './onboarding-support';

test('an organization onboards with its details, a composed phone and a logo', async ({ page, request }) => {
  const account = await signUpVerified(request, 'ORGANIZATION', 'organization');
  // Talent steps are not for organizations.
  await openAs(page, account, '/select-category');
  await expect(page).toHaveURL('/organization-form');
  await expect(page.getByRole('heading', { level: 1, name: 'Your organization' })).toBeVisible();

  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();

  const name = page.getByLabel('Name', { exact: true });
  await name.fill('NS');
  await name.blur();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Name should be at least 3 characters long.' }),
  ).toBeVisible();

  const instagram = page.getByRole('textbox', { name: 'Instagram (optional)', exact: true });
  await instagram.fill('https://example.com/najd');
  await instagram.blur();
  await expect(page.getByText('Please enter a valid Instagram URL.')).toBeVisible();
  const tiktok = page.getByRole('textbox', { name: 'TikTok (optional)', exact: true });
  await tiktok.fill('youtube.com/najd');
  await tiktok.blur();
  await expect(page.getByText('Please enter a valid TikTok URL.')).toBeVisible();
  // Optional: emptied, the link is no longer wrong.
  await tiktok.clear();
  await expect(page.getByText('Please enter a valid TikTok URL.')).toHaveCount(0);

  // A logo is JPEG or PNG only.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose image: Organization logo' }).click();
  await (await chooser).setFiles({ name: 'logo.webp', mimeType: 'image/webp', buffer: Buffer.from('webp') });
  await expect(
    page
      .getByRole('group', { name: 'Organization logo' })
      .getByText('Invalid file type. Please upload an image.'),
  ).toBeVisible();

  await expect(page.getByLabel('Dial code', { exact: true })).toHaveValue('SA');
  await fillOrganization(page);
  // Choosing the location chose its dial code too.
  await expect(page.getByLabel('Dial code', { exact: true })).toHaveValue('AE');
  await expect(page.getByText('Name should be at least 3 characters long.')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/onboarding-organization.png' });

  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Registered successfully!')).toBeVisible();
  await expect(page).toHaveURL('/profile', { timeout: 15_000 });

  const response = await request.get('/models/api/v1/users/me', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  const { data } = await response.json();
  expect(data.onboardingCompleted).toBe(true);
  expect(data.organization).toMatchObject({
    name: 'Najd Studio',
    location: 'AE',
    // Stored in E.164: the national trunk 0 is dropped for every country (spec deviation 28).
    phone: '+971501234567',
    instagram: 'https://instagram.com/najdstudio',
  });
  expect(data.organization.logo).toMatch(/\/media\/.+\.webp$/);
});

test('a failed organization onboarding shows the server message', async ({ page, request }) => {
  const account = await signUpVerified(request, 'ORGANIZATION', 'organization-failure');
  await openAs(page, account, '/organization-form');
  await fillOrganization(page);

  // Another tab finished the onboarding meanwhile: the server refuses a second one.
  const logo = await page.getByRole('img', { name: 'Organization logo' }).getAttribute('src');
  const done = await request.patch('/models/api/v1/users/onboarding', {
    headers: { authorization: `Bearer ${account.token}` },
    data: {
      organizationProfile: {
        bio: 'Created elsewhere.',
        name: 'Najd Studio',
        location: 'AE',
        instagram: 'instagram.com/najd',
        tiktok: 'tiktok.com/@najd',
        website: 'najd.example.com',
        phone: '+971501234567',
        logo,
      },
    },
  });
  expect(done.ok(), await done.text()).toBe(true);

  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Your profile is already complete.')).toBeVisible();
  await expect(page).toHaveURL('/organization-form');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
});

test('the location and dial code pickers start with Saudi Arabia', async ({ page, request }) => {
  const account = await signUpVerified(request, 'ORGANIZATION', 'countries');
  await openAs(page, account, '/organization-form');
  const choices = (label: string) =>
    page
      .getByLabel(label, { exact: true })
      .locator('option:not([value=""])')
      .evaluateAll((options) => options.slice(0, 2).map((option) => option.textContent));
  // The form's page loads on demand: wait for its options rather than read an empty list.
  await expect.poll(() => choices('Location')).toEqual(['Saudi Arabia', 'Afghanistan']);
  await expect.poll(() => choices('Dial code')).toEqual(['Saudi Arabia (+966)', 'Afghanistan (+93)']);
});
