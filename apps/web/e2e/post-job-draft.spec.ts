import { expect, test } from '@playwright/test';
import { GALLERY, uniqueWord } from './explore-api';
import { DEMO_ORGANIZATION, signInAs } from './session';

test('Post Job asks before leaving, keeps a draft, and offers it back after a top-bar link', async ({
  page,
  request,
}) => {
  // Several sign-ins and page loads: slow on a busy machine, not a sign of a fault.
  test.slow();
  const title = `Courtyard muralist ${uniqueWord('draft')}`;
  await signInAs(page, request, GALLERY);
  // Opened from My Jobs, so Back stays inside the app.
  await page.goto('/jobs');
  await page.getByRole('main').getByRole('link', { name: 'Post a job' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption({ label: 'Visual Artist' });

  // A top-bar link asks first; staying keeps the form as it was.
  const topBar = page.getByRole('navigation', { name: 'Main' });
  const leave = page.getByRole('dialog', { name: 'Leave this page?' });
  await topBar.getByRole('link', { name: 'Messages' }).click();
  await expect(leave).toBeVisible();
  await expect(leave).toContainText('Your draft stays on this device');
  await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/\/explore\/post-job$/);
  await expect(page.getByLabel('Title')).toHaveValue(title);

  // Back asks too, and staying leaves the address and the form where they were.
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/\/explore\/post-job$/);
  await expect(page.getByLabel('Title')).toHaveValue(title);

  await topBar.getByRole('link', { name: 'Messages' }).click();
  await leave.getByRole('button', { name: 'Leave page' }).click();
  await expect(page).toHaveURL(/\/messages$/);

  // Coming back through the app: the form starts empty and offers the draft.
  await topBar.getByRole('link', { name: 'My Jobs' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Post a job' }).first().click();
  await expect(page).toHaveURL(/\/explore\/post-job$/);
  const banner = page.getByRole('region', { name: /^You have an unsaved draft from / });
  await expect(banner).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await banner.getByRole('button', { name: 'Restore' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Category')).toHaveValue('ARTIST');
  await page.screenshot({ path: '/tmp/forms-b-post-job-restored.png' });

  // Closing the tab with the restored changes asks through the browser.
  const question = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await question;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('a discarded draft is gone, and another account on the device never sees it', async ({
  page,
  request,
}) => {
  test.slow();
  await signInAs(page, request, GALLERY);
  await page.goto('/explore/post-job');
  await page.getByLabel('Title').fill(`Gallery guide ${uniqueWord('discard')}`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click();
  await page
    .getByRole('dialog', { name: 'Leave this page?' })
    .getByRole('button', { name: 'Leave page' })
    .click();
  await expect(page).toHaveURL(/\/explore(\?.*)?$/);

  // Drafts are per account: another organization signed in on this browser starts clean.
  const banner = page.getByRole('region', { name: /^You have an unsaved draft from / });
  await signInAs(page, request, DEMO_ORGANIZATION);
  await page.goto('/explore/post-job');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  await signInAs(page, request, GALLERY);
  await page.goto('/explore/post-job');
  await banner.getByRole('button', { name: 'Discard' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  // Nothing typed, nothing to lose: leaving does not ask.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/messages$/);
});
