import { expect, test } from '@playwright/test';
import { answer, completeFirstSteps, jpeg, openAs, signUpVerified, uploadImage } from './onboarding-support';
import { expectDate, expectDateDisabled, fillDate } from './date-field';

test('Next stays disabled until a specialty is picked and until the experience form is complete', async ({
  page,
  request,
}) => {
  const account = await signUpVerified(request, 'INDIVIDUAL', 'steps');
  await openAs(page, account, '/select-category');

  await expect(page.getByRole('heading', { level: 1, name: 'Choose your specialty' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(10);
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: 'Visual Artist', exact: true }).check();
  await expect(next).toBeEnabled();
  await page.screenshot({ path: '/tmp/onboarding-select-category.png' });
  await next.click();

  await expect(page).toHaveURL('/experience-form');
  await expect(page.getByText('Specialty: Visual Artist')).toBeVisible();
  await expect(next).toBeDisabled();

  // The social account takes a link or an e-mail address.
  const social = page.getByLabel('Social media account', { exact: true });
  await social.fill('not a link');
  await social.blur();
  await expect(page.getByText('Please enter a valid URL or email address.')).toBeVisible();
  await social.fill('noura@example.com');
  await expect(page.getByText('Please enter a valid URL or email address.')).toBeHidden();

  await page.getByLabel('Bio', { exact: true }).fill('Painter and illustrator.');
  await page.getByLabel('Years of experience', { exact: true }).fill('4');
  await answer(page, 'Are you available for travel?', 'No');
  await answer(page, 'Are you legally allowed to work in Saudi Arabia?', 'Yes');
  await answer(page, 'Do you have any tattoos?', 'No');
  await page.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
  // Every answer is in, but there is no work history yet.
  await expect(next).toBeDisabled();

  await page.getByRole('button', { name: 'Add Experience' }).click();
  const dialog = page.getByRole('dialog', { name: 'Work experience' });
  await expectDate(dialog, 'Start date', '2020-01-01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The dialog stays open while an entry is invalid.
  await expect(dialog.getByRole('heading', { name: 'Work experience' })).toBeVisible();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Company is required')).toBeVisible();

  await dialog.getByLabel('Title', { exact: true }).fill('Illustrator');
  await dialog.getByLabel('Company', { exact: true }).fill('Studio Najd');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText("End date is required if 'Until Now' is not checked")).toBeVisible();

  await fillDate(dialog, 'End date', '2019-05-01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Start date must be before end date')).toBeVisible();

  // A second entry can be removed; the last one cannot.
  await dialog.getByRole('button', { name: 'Add another experience' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove experience 2' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove experience 2' }).click();
  await expect(dialog.getByRole('button', { name: /Remove experience/ })).toHaveCount(0);

  await dialog.getByRole('checkbox', { name: 'Until Now' }).check();
  await expectDateDisabled(dialog, 'End date');
  await page.screenshot({ path: '/tmp/onboarding-work-experience.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Illustrator at Studio Najd')).toBeVisible();
  await expect(page.getByText('Jan 1, 2020 – Until Now')).toBeVisible();

  await expect(next).toBeEnabled();
  await page.screenshot({ path: '/tmp/onboarding-experience.png' });
  await page.getByRole('checkbox', { name: /accept the terms and conditions/ }).uncheck();
  await expect(next).toBeDisabled();
});

test('a reload resumes every step, and a skipped step sends the person back to it', async ({
  page,
  request,
}) => {
  const account = await signUpVerified(request, 'INDIVIDUAL', 'resume');
  // Without a specialty the later steps are not reachable yet.
  await openAs(page, account, '/profile-form');
  await expect(page).toHaveURL('/select-category');

  await page.getByRole('radio', { name: 'Model', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/experience-form');
  await page.reload();
  await expect(page).toHaveURL('/experience-form');
  await expect(page.getByText('Specialty: Model')).toBeVisible();

  // The experience answers are needed before the profile form.
  await page.goto('/profile-form');
  await expect(page).toHaveURL('/experience-form');

  await page.goto('/select-category');
  await expect(page.getByRole('radio', { name: 'Model', exact: true })).toBeChecked();
  await completeFirstSteps(page, 'Model');
  await expect(page.getByRole('heading', { level: 1, name: 'Model' })).toBeVisible();
  await uploadImage(page, 'Profile picture');

  await page.reload();
  await expect(page).toHaveURL('/profile-form');
  await expect(page.getByRole('heading', { level: 1, name: 'Model' })).toBeVisible();
  await expect(
    page.getByText('Create your profile, showcase your skills, and find your next project.'),
  ).toBeVisible();

  // Going back shows the stored answers again.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL('/experience-form');
  await expect(page.getByLabel('Bio', { exact: true })).toHaveValue(
    'Editorial and campaign work across the Gulf for eight years.',
  );
  await expect(page.getByText('Lead model at Studio Najd')).toBeVisible();

  // The landing page's "Complete" resumes at the profile form, where the stored answers lead.
  await page.goto('/landing');
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL('/profile-form');

  // Organization pages are not for talent.
  await page.goto('/organization-form');
  await expect(page).toHaveURL('/profile-form');
});

test('upload slots refuse oversized and wrong files with the spec messages', async ({ page, request }) => {
  const account = await signUpVerified(request, 'INDIVIDUAL', 'uploads');
  await openAs(page, account, '/select-category');
  await completeFirstSteps(page, 'Photographer');

  const slot = page.getByRole('group', { name: 'Profile picture' });
  const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await slot.getByRole('button', { name: 'Choose image: Profile picture' }).click();
    await (await chooser).setFiles(file);
  };

  await choose({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(1024 * 1024 + 1, 0xff) });
  await expect(slot.getByRole('alert')).toHaveText('File size exceeds 1MB limit.');

  await choose({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(slot.getByRole('alert')).toHaveText('Please select a valid image file.');

  // A file that claims to be a JPEG is judged by its bytes on the server, whose message is shown.
  await choose({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('definitely not an image') });
  await expect(slot.getByRole('alert')).toHaveText('Please select a valid image file.');
  await expect(slot.getByRole('img')).toHaveCount(0);

  const reel = page.getByRole('group', { name: 'Reel' });
  const chooser = page.waitForEvent('filechooser');
  await reel.getByRole('button', { name: 'Choose video: Reel' }).click();
  await (await chooser).setFiles({ name: 'still.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page) });
  await expect(reel.getByRole('alert')).toHaveText('Please select a valid video file.');

  // A good file replaces the message, and the slot can be emptied again.
  await uploadImage(page, 'Profile picture');
  await expect(slot.getByRole('alert')).toHaveCount(0);
  await slot.getByRole('button', { name: 'Remove: Profile picture' }).click();
  await expect(slot.getByRole('img')).toHaveCount(0);
  await expect(slot.getByRole('button', { name: 'Choose image: Profile picture' })).toBeVisible();
});
