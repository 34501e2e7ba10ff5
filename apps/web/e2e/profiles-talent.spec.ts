import { expect, test, type Page } from '@playwright/test';
import { API, authHeaders, login, OMAR, openAs, png, STUDIO, type Session } from './profiles-support';
import { expectDateDisabled, fillDate } from './date-field';

/** A PATCH /individuals/me that fails without a server message, so the screen's fallback shows. */
async function failNextSave(page: Page): Promise<void> {
  await page.route(
    `**${API}/individuals/me`,
    (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    { times: 1 },
  );
}

test.describe('a talent edits their own profile', () => {
  let omar: Session;

  test.beforeEach(async ({ page, request }) => {
    omar = await login(request, OMAR);
    await openAs(page, omar, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Omar Alzahrani' })).toBeVisible();
  });

  test('the bio: required, Cancel keeps it, a failure says so, Save shows it in paragraphs', async ({
    page,
  }) => {
    const about = page.getByRole('region', { name: 'About' });
    await expect(about.getByText('Fashion and product photographer.', { exact: false })).toBeVisible();

    await about.getByRole('button', { name: 'Edit bio' }).click();
    const bio = about.getByRole('textbox', { name: 'Bio' });
    await expect(bio).toHaveValue(/^Fashion and product photographer\./);
    await expect(bio).toBeFocused();
    await bio.fill('   ');
    await about.getByRole('button', { name: 'Save' }).click();
    await expect(about.getByText('Bio is required.')).toBeVisible();
    await about.getByRole('button', { name: 'Cancel' }).click();
    await expect(about.getByText(/^Fashion and product photographer\./)).toBeVisible();
    await expect(about.getByRole('button', { name: 'Edit bio' })).toBeFocused();

    const first = 'Fashion, product and portrait photographer working from a daylight studio in Riyadh.';
    const second = 'Clean retouching, fast turnaround and calm direction on set for first-time models.';
    await about.getByRole('button', { name: 'Edit bio' }).click();
    await bio.fill(`${first} ${second}`);
    await failNextSave(page);
    await about.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Failed to update bio.')).toBeVisible();
    await expect(bio).toBeVisible();

    await about.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(about.getByRole('paragraph')).toHaveText([first, second]);
    await page.reload();
    await expect(page.getByRole('region', { name: 'About' }).getByRole('paragraph')).toHaveText([
      first,
      second,
    ]);
  });

  test('visibility saves at once, reverts on failure and hides the profile from others', async ({
    page,
    request,
  }) => {
    const studio = await login(request, STUDIO);
    const individualId = omar.user.individual?.id ?? '';
    const asStudio = () =>
      request.get(`${API}/individuals/${individualId}`, { headers: authHeaders(studio.token) });
    const visibility = page.getByRole('switch', { name: 'Profile Visibility' });
    await expect(visibility).toBeChecked();

    await failNextSave(page);
    await visibility.click();
    await expect(page.getByText('Failed to update profile.')).toBeVisible();
    await expect(visibility).toBeChecked();
    expect((await asStudio()).status()).toBe(200);

    await visibility.click();
    await expect(visibility).not.toBeChecked();
    await expect(page.getByText('Hidden: only you can see your profile')).toBeVisible();
    await expect.poll(async () => (await asStudio()).status()).toBe(404);
    await page.reload();
    await expect(visibility).not.toBeChecked();

    await visibility.click();
    await expect(visibility).toBeChecked();
    await expect.poll(async () => (await asStudio()).status()).toBe(200);
  });

  test('the picture changes through a real upload to /upload/videos', async ({ page }) => {
    const picture = page.getByRole('img', { name: 'Omar Alzahrani' });
    const before = await picture.getAttribute('src');
    expect(before).toMatch(/-thumb\.webp$/);

    let chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change profile picture' }).click();
    await (
      await chooser
    ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText('Please select a valid image file.')).toBeVisible();

    const upload = page.waitForRequest(
      (sent) => sent.method() === 'POST' && sent.url().endsWith(`${API}/upload/videos`),
    );
    chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change profile picture' }).click();
    await (
      await chooser
    ).setFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png(180, 140, 110) });
    await upload;
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(picture).toHaveAttribute('src', /-thumb\.webp$/);
    await expect(picture).not.toHaveAttribute('src', before ?? '');
    const after = await picture.getAttribute('src');
    await page.reload();
    await expect(page.getByRole('img', { name: 'Omar Alzahrani' })).toHaveAttribute('src', after ?? '');
  });

  test('work experience: the date rule, removing, Cancel restoring, adding current work', async ({
    page,
  }) => {
    const experience = page.getByRole('region', { name: 'Experience & Awards' });
    const saved = [
      'Jun 2022 - Until Now : Wedding photographer at Independent',
      'Jun 2019 - Dec 2021 : Photo assistant at Studio Hijaz',
    ];
    await expect(experience.getByRole('listitem')).toHaveText(saved);

    await experience.getByRole('button', { name: 'Add experience' }).click();
    const added = experience.getByRole('group', { name: 'Experience 3' });
    await expect(added.getByRole('textbox', { name: 'Title' })).toBeFocused();
    const save = experience.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await added.getByRole('textbox', { name: 'Title' }).fill('Art director');
    await added.getByRole('textbox', { name: 'Company' }).fill('Studio Nine');
    await fillDate(added, 'Start date', '2024-05-01');
    await expect(save).toBeDisabled();
    await fillDate(added, 'End date', '2024-01-01');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(added.getByText('Start date must be before the end date.')).toBeVisible();
    await experience.getByRole('button', { name: 'Cancel' }).click();
    await expect(experience.getByRole('listitem')).toHaveText(saved);
    await expect(experience.getByRole('button', { name: 'Edit experience' })).toBeFocused();

    await experience.getByRole('button', { name: 'Edit experience' }).click();
    await expect(experience.getByRole('group', { name: /^Experience \d+$/ })).toHaveCount(2);
    await experience.getByRole('button', { name: 'Remove experience 2' }).click();
    await expect(experience.getByRole('group', { name: /^Experience \d+$/ })).toHaveCount(1);
    await expect(experience.getByRole('button', { name: /^Remove experience/ })).toHaveCount(0);
    await experience.getByRole('button', { name: 'Cancel' }).click();
    await expect(experience.getByRole('listitem')).toHaveText(saved);

    await experience.getByRole('button', { name: 'Add experience' }).click();
    await added.getByRole('textbox', { name: 'Title' }).fill('Art director');
    await added.getByRole('textbox', { name: 'Company' }).fill('Studio Nine');
    await fillDate(added, 'Start date', '2024-05-01');
    await added.getByRole('checkbox', { name: 'Until Now' }).check();
    await expectDateDisabled(added, 'End date');
    await save.click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    const withNew = [...saved, 'May 2024 - Until Now : Art director at Studio Nine'];
    await expect(experience.getByRole('listitem')).toHaveText(withNew);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Experience & Awards' }).getByRole('listitem')).toHaveText(
      withNew,
    );
  });

  test('specialty info: Save waits for every field, uploads fill a slot, the panel shows the result', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Edit Specialty' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Specialty' });
    const camera = dialog.getByRole('textbox', { name: 'Camera' });
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(camera).toHaveValue('Canon R5');
    await expect(dialog.getByRole('combobox', { name: 'Stabilizer' })).toHaveCount(0);
    await expect(save).toBeEnabled();
    await camera.fill('');
    await expect(save).toBeDisabled();
    await camera.fill('Sony A7 IV');
    await expect(save).toBeEnabled();

    const upload = page.waitForRequest(
      (sent) => sent.method() === 'POST' && sent.url().endsWith(`${API}/upload/videos`),
    );
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose image: Portfolio pictures 4' }).click();
    await (await chooser).setFiles({ name: 'work.png', mimeType: 'image/png', buffer: png(90, 110, 150) });
    await upload;
    await expect(dialog.getByRole('img', { name: 'Portfolio pictures 4' })).toBeVisible();
    await expect(dialog.getByText('4 of 4 added')).toBeVisible();

    await failNextSave(page);
    await save.click();
    await expect(page.getByText('Failed to update.')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Edit Specialty' })).toBeVisible();

    await save.click();
    await expect(page.getByText('Specialty info updated successfully.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const portfolio = page.getByRole('region', { name: 'Portfolio', exact: true });
    await expect(portfolio.getByRole('region', { name: 'Equipment' }).getByText('Sony A7 IV')).toBeVisible();
    await expect(portfolio.getByRole('button', { name: /^Open Portfolio pictures \d of 4$/ })).toHaveCount(4);
  });
});
