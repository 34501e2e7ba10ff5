import { expect, test, type Page } from '@playwright/test';
import {
  completeFirstSteps,
  jpeg,
  openAs,
  signUpVerified,
  uploadImage,
  uploadThroughSlot,
} from './onboarding-support';
import { expectNoSidewaysScroll, phone, text } from './phone-support';

// Whole journeys on an emulated phone: several pages each, given room on a busy machine.
test.describe.configure({ timeout: 120_000 });

// The narrowest phone the issue names.
test.use(phone(360, 740));

test('a model onboards on a phone, with camera-or-gallery uploads that survive losing the network', async ({
  page,
  context,
  request,
}) => {
  const account = await signUpVerified(request, 'INDIVIDUAL', 'phone-model');
  await openAs(page, account, '/select-category');
  await expectNoSidewaysScroll(page, 'the category page');
  await completeFirstSteps(page, 'Model');
  await expectNoSidewaysScroll(page, 'the profile form');

  // The phone offers its camera beside the gallery: a wildcard type, and no `capture` forcing either.
  await expect(
    page.getByRole('button', { name: 'Choose image: Profile picture', exact: true }),
  ).toBeVisible();
  const inputs = page.locator('input[type="file"]');
  expect(await inputs.count()).toBeGreaterThan(0);
  for (const input of await inputs.all()) {
    expect(await input.getAttribute('accept')).toMatch(/^(image|video)\/\*$/);
    expect(await input.getAttribute('capture')).toBeNull();
  }

  await page.getByLabel('Gender', { exact: true }).selectOption({ label: 'Female' });
  await page.getByLabel('Nationality', { exact: true }).selectOption({ label: 'Saudi Arabia' });
  // Every measurement and colour: the first choice of each list still empty.
  for (const select of await page.locator('form select').all()) {
    if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
  }

  // A first picture loads the slot's upload code (it loads with the first file a slot takes).
  await uploadImage(page, 'Headshot', '#e0a458');

  // The phone loses its network while a picture is on its way: the slot shows its progress, the
  // page says it is offline, and the picture arrives once the network is back.
  await context.setOffline(true);
  await expect(page.getByRole('status').getByText(text('en', 'common', 'offline.banner'))).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose image: Profile picture', exact: true }).click();
  await (await chooser).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page) });
  await expect(page.getByRole('progressbar', { name: 'Uploading Profile picture' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('img', { name: 'Profile picture', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(text('en', 'common', 'offline.banner'))).toHaveCount(0);

  // An upload that fails for good offers the same file again; the rest of the form stays.
  await page.route('**/models/api/v1/upload/images', (route) => route.abort('connectionreset'));
  await uploadFails(page);
  await page.unroute('**/models/api/v1/upload/images');
  await page.getByRole('button', { name: 'Try the upload again: Portfolio picture', exact: true }).click();
  await expect(page.getByRole('img', { name: 'Portfolio picture', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('img', { name: 'Profile picture', exact: true })).toBeVisible();

  await uploadThroughSlot(page, 'Full body shot', {
    name: 'full.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpeg(page, 64, 120, '#433d4d'),
  });
  await expectNoSidewaysScroll(page, 'the filled profile form');

  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeEnabled();
  // Thumb reach: the button spans the form at its end.
  expect((await submit.boundingBox())?.width ?? 0).toBeGreaterThan(300);
  await submit.click();
  await expect(page).toHaveURL('/profile', { timeout: 15_000 });
  await expectNoSidewaysScroll(page, 'the new profile');
});

async function uploadFails(page: Page): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose image: Portfolio picture', exact: true }).click();
  await (await chooser).setFiles({ name: 'work.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page) });
  await expect(page.getByRole('button', { name: 'Try the upload again: Portfolio picture' })).toBeVisible();
}
