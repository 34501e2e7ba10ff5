import { expect, test } from '@playwright/test';
import { login, openAs, png, STUDIO } from './profiles-support';

test('an organization sees its profile and edits its account', async ({ page, request }) => {
  const studio = await login(request, STUDIO);
  await openAs(page, studio, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Najd Creative Studio' })).toBeVisible();
  await expect(page.getByText('Organization', { exact: true })).toBeVisible();
  await expect(page.getByText('Riyadh, Saudi Arabia', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'About' })).toContainText('A Riyadh production house');
  const links = page.getByRole('list', { name: 'Social links' });
  await expect(links.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://instagram.com/najdcreative',
  );
  await expect(links.getByRole('link', { name: 'TikTok' })).toHaveAttribute(
    'href',
    'https://www.tiktok.com/@najdcreative',
  );
  await expect(links.getByRole('link', { name: 'Website' })).toHaveAttribute(
    'href',
    /najdcreative\.example\.com/,
  );
  await expect(page.getByRole('link', { name: 'Post Job' })).toHaveAttribute('href', '/explore/post-job');
  const logo = page.getByRole('img', { name: 'Najd Creative Studio logo' });
  const logoBefore = await logo.getAttribute('src');

  await page.getByRole('button', { name: 'Edit Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Account' });
  const done = dialog.getByRole('button', { name: 'Done' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Najd Creative Studio');
  await expect(dialog.getByRole('combobox', { name: 'Dial code' })).toHaveValue('SA');
  await expect(dialog.getByRole('textbox', { name: 'Phone number' })).toHaveValue('112345678');
  await expect(done).toBeEnabled();

  await name.fill('');
  await expect(done).toBeDisabled();
  await name.fill('Na');
  await done.click();
  await expect(dialog.getByText('Name should be at least 3 characters long.')).toBeVisible();
  await name.fill('Najd Creative House');

  await dialog.getByRole('textbox', { name: 'Instagram' }).fill('tiktok.com/@najd');
  await done.click();
  await expect(dialog.getByText('Please enter a valid Instagram URL.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Instagram' }).fill('instagram.com/najdhouse');

  await dialog.getByRole('combobox', { name: 'Location' }).selectOption('AE');
  await expect(dialog.getByRole('combobox', { name: 'Dial code' })).toHaveValue('AE');
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('501234567');

  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Replace: Logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(22, 19, 28) });
  await expect(dialog.getByRole('img', { name: 'Logo' })).not.toHaveAttribute('src', fullImageOf(logoBefore));
  await expect(done).toBeEnabled();
  await done.click();

  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Najd Creative House' })).toBeVisible();
  await expect(page.getByText('United Arab Emirates', { exact: true })).toBeVisible();
  await expect(links.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://instagram.com/najdhouse',
  );
  await expect(page.getByRole('img', { name: 'Najd Creative House logo' })).not.toHaveAttribute(
    'src',
    logoBefore ?? '',
  );

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Najd Creative House' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Account' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Edit Account' }).getByRole('textbox', { name: 'Phone number' }),
  ).toHaveValue('501234567');
});

/** The full image behind a thumbnail URL. */
function fullImageOf(thumbnail: string | null): string {
  return (thumbnail ?? '').replace(/-thumb\.webp$/, '.webp');
}
