import { expect, test, type Page, type Request } from '@playwright/test';
import { API, login, openAs, png } from './profiles-support';

const SARA = { email: 'sara@demo.nujoom.sa', role: 'INDIVIDUAL' } as const;
const MAJED = { email: 'majed@demo.nujoom.sa', role: 'INDIVIDUAL' } as const;

/** Holds every `method` request to `path` until released, so a test can look at the screen meanwhile. */
async function hold(page: Page, method: string, path: string) {
  const matches = (sent: Request) => sent.method() === method && sent.url().endsWith(path);
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}`, async (route) => {
    if (matches(route.request())) await released;
    await route.fallback();
  });
  return { arrived: page.waitForRequest(matches), release };
}

test("a videographer's Edit Specialty: the stabilizer and reels count, Cancel keeps them, Save sends them", async ({
  page,
  request,
}) => {
  await openAs(page, await login(request, SARA), '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Sara Alotaibi' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Edit Specialty' });
  const stabilizer = dialog.getByRole('combobox', { name: 'Stabilizer' });
  const reels = dialog.getByRole('group', { name: 'TikToks / Reels', exact: true });
  const save = dialog.getByRole('button', { name: 'Save' });

  await page.getByRole('button', { name: 'Edit Specialty' }).click();
  await expect(stabilizer).toHaveValue('true');
  await expect(reels.getByText('1 of 4 added')).toBeVisible();
  await expect(save).toBeEnabled();
  await stabilizer.selectOption({ label: 'Choose' });
  await expect(save).toBeDisabled();
  await stabilizer.selectOption({ label: 'Yes' });
  await expect(save).toBeEnabled();
  await reels.getByRole('button', { name: 'Remove: TikToks / Reels 1' }).click();
  await expect(reels.getByText('0 of 4 added')).toBeVisible();
  await expect(reels.getByRole('button', { name: 'Choose video: TikToks / Reels 1' })).toBeVisible();
  await expect(save).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Specialty' }).click();
  await expect(reels.getByText('1 of 4 added')).toBeVisible();
  const saving = await hold(page, 'PATCH', `${API}/individuals/me`);
  await save.click();
  const { specialtyInfo } = (await saving.arrived).postDataJSON();
  await expect(save).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await expect(reels.getByRole('button', { name: 'Remove: TikToks / Reels 1' })).toBeDisabled();
  expect(specialtyInfo).toMatchObject({ camera: 'Sony FX3', stabilizer: true });
  expect(specialtyInfo.portfolioPictures).toHaveLength(3);
  expect(specialtyInfo.reels).toHaveLength(1);
  saving.release();
  await expect(page.getByText('Specialty info updated successfully.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test("an editor's Edit Specialty: Yes/No skills, Save waits for an upload and for the save", async ({
  page,
  request,
}) => {
  await openAs(page, await login(request, MAJED), '/profile');
  const skills = page.getByRole('region', { name: 'Skills' });
  await expect(skills.getByRole('definition')).toHaveText(['Yes', 'Yes', 'Yes', 'No', 'Yes']);
  const dialog = page.getByRole('dialog', { name: 'Edit Specialty' });
  const visualEffects = dialog.getByRole('combobox', { name: 'Visual effects' });
  const portfolio = dialog.getByRole('group', { name: 'Portfolio pictures', exact: true });
  const save = dialog.getByRole('button', { name: 'Save' });

  await page.getByRole('button', { name: 'Edit Specialty' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Editing software' })).toHaveValue('true');
  await expect(visualEffects).toHaveValue('false');
  await visualEffects.selectOption({ label: 'Yes' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Specialty' }).click();
  await expect(visualEffects).toHaveValue('false');
  await expect(save).toBeEnabled();
  await visualEffects.selectOption({ label: 'Choose' });
  await expect(save).toBeDisabled();
  await visualEffects.selectOption({ label: 'Yes' });
  await expect(save).toBeEnabled();

  await expect(portfolio.getByText('3 of 4 added')).toBeVisible();
  const upload = await hold(page, 'POST', `${API}/upload/videos`);
  const chooser = page.waitForEvent('filechooser');
  await portfolio.getByRole('button', { name: 'Choose image: Portfolio pictures 4' }).click();
  await (await chooser).setFiles({ name: 'cut.png', mimeType: 'image/png', buffer: png(60, 90, 120) });
  await upload.arrived;
  await expect(portfolio.getByText('Uploading...')).toBeVisible();
  await expect(save).toBeDisabled();
  upload.release();
  await expect(portfolio.getByRole('img', { name: 'Portfolio pictures 4' })).toBeVisible();
  await expect(portfolio.getByText('4 of 4 added')).toBeVisible();
  await expect(save).toBeEnabled();

  const saving = await hold(page, 'PATCH', `${API}/individuals/me`);
  await save.click();
  const { specialtyInfo } = (await saving.arrived).postDataJSON();
  await expect(save).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await expect(portfolio.getByRole('button', { name: 'Remove: Portfolio pictures 1' })).toBeDisabled();
  expect(specialtyInfo).toMatchObject({ editingSoftware: true, visualEffects: true });
  expect(specialtyInfo.portfolioPictures).toHaveLength(4);
  expect(specialtyInfo.reels).toHaveLength(1);
  saving.release();
  await expect(page.getByText('Specialty info updated successfully.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(skills.getByRole('definition')).toHaveText(['Yes', 'Yes', 'Yes', 'Yes', 'Yes']);
});
