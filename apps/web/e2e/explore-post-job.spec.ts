import { expect, test } from '@playwright/test';
import { GALLERY, uniqueWord } from './explore-api';
import { signInAs } from './session';

test('an organization posts a job with a new and an existing tag', async ({ page, request }) => {
  const word = uniqueWord('mural');
  const title = `Courtyard muralist ${word}`;
  await signInAs(page, request, GALLERY);
  await page.goto('/explore/post-job');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  const postJob = page.getByRole('button', { name: 'Post Job' });
  await expect(postJob).toBeDisabled();

  // Spec §5: text fields refuse a value made of digits only.
  const titleField = page.getByLabel('Title');
  await titleField.fill('12345');
  await titleField.blur();
  await expect(page.getByText('Please include charachters in title field')).toBeVisible();
  await titleField.fill(title);
  await page.getByLabel('Category').selectOption({ label: 'Visual Artist' });
  await page.getByLabel('Career level').selectOption({ label: 'Mid Level' });
  await page.getByLabel('Education level').selectOption({ label: 'Bachelor' });

  // Issue 15: how many people the job needs, one unless the organization says more.
  const headcount = page.getByLabel('People needed');
  await expect(headcount).toHaveValue('1');
  await headcount.fill('0');
  await headcount.blur();
  await expect(page.getByText(/^People needed must be a whole number from 1 to 100/)).toBeVisible();
  await headcount.fill('3');

  // An inverted experience range is refused and reset.
  await page.getByLabel('Minimum years').fill('5');
  await page.getByLabel('Maximum years').fill('2');
  await page.getByLabel('Maximum years').blur();
  await expect(page.getByText('Minimum experience should be less than maximum experience')).toBeVisible();
  await expect(page.getByLabel('Minimum years')).toHaveValue('');
  await expect(page.getByLabel('Maximum years')).toHaveValue('');
  await page.getByLabel('Minimum years').fill('1');
  await page.getByLabel('Maximum years').fill('3');

  // So is a duration whose minimum is longer than its maximum (2 months > 1 week).
  await expect(page.getByLabel('Minimum duration', { exact: true })).toHaveValue('1');
  await expect(page.getByLabel('Maximum duration', { exact: true })).toHaveValue('2');
  await page.getByLabel('Minimum duration', { exact: true }).fill('2');
  await page.getByLabel('Maximum duration', { exact: true }).fill('1');
  await page.getByLabel('Minimum duration unit').selectOption({ label: 'Month' });
  await page.getByLabel('Maximum duration unit').selectOption({ label: 'Week' });
  await expect(
    page.getByText('Invalid duration range. Please check your minimum and maximum durations.'),
  ).toBeVisible();
  await expect(page.getByLabel('Minimum duration', { exact: true })).toHaveValue('1');
  await expect(page.getByLabel('Maximum duration unit')).toHaveValue('');
  await page.getByLabel('Minimum duration unit').selectOption({ label: 'Week' });
  await page.getByLabel('Maximum duration unit').selectOption({ label: 'Month' });

  await page.getByLabel('Location', { exact: true }).selectOption({ label: 'Saudi Arabia' });
  // Pay in riyals by default; Arabic-Indic digits read as Western ones.
  await expect(page.getByLabel('Currency')).toHaveValue('SAR');
  await page.getByLabel('Pay', { exact: true }).fill('١٬٥٠٠');
  await page.getByLabel('Pay basis').selectOption({ label: 'Per day' });

  await page.getByRole('button', { name: 'Add description' }).click();
  const descriptionDialog = page.getByRole('dialog', { name: 'Description' });
  await descriptionDialog
    .getByLabel('Job description')
    .fill('Paint a twelve metre mural inspired by rock art.');
  await descriptionDialog.getByRole('button', { name: 'Save' }).click();
  await expect(descriptionDialog).toBeHidden();
  const form = page.getByRole('form', { name: 'Post a job' });
  await expect(form.getByText('Paint a twelve metre mural inspired by rock art.')).toBeVisible();

  await page.getByRole('button', { name: 'Add requirements' }).click();
  const requirementsDialog = page.getByRole('dialog', { name: 'Requirements' });
  const save = requirementsDialog.getByRole('button', { name: 'Save' });
  await requirementsDialog.getByLabel('Requirement 1').fill('A portfolio of murals');
  await expect(save).toBeDisabled();
  await requirementsDialog.getByLabel('Requirement 2').fill('Available in December');
  await requirementsDialog.getByLabel('Requirement 3').fill('Comfortable on scaffolding');
  await requirementsDialog
    .getByLabel('Requirement 4')
    .fill('Own brushes and paints for outdoor walls in winter');
  await save.click();
  await expect(requirementsDialog).toBeHidden();
  // The summary cuts a requirement to six words (spec §9).
  await expect(form.getByText('Own brushes and paints for outdoor…')).toBeVisible();

  // Tags: 'Add Tag +' opens the box and becomes 'Cancel'; an existing tag toggles; Enter adds a new one.
  await page.getByRole('button', { name: 'Add Tag +' }).click();
  await expect(page.getByRole('button', { name: 'Add Tag +' })).toHaveCount(0);
  const tagBox = page.getByLabel('Tag', { exact: true });
  await tagBox.fill('2024');
  await tagBox.press('Enter');
  await expect(page.getByText('Tag must include characters')).toBeVisible();
  await tagBox.fill('runw');
  const runway = page.getByRole('list', { name: 'Suggestions' }).getByRole('button', { name: 'runway' });
  await runway.click();
  await expect(runway).toHaveAttribute('aria-pressed', 'true');
  await runway.click();
  await expect(runway).toHaveAttribute('aria-pressed', 'false');
  await runway.click();
  await tagBox.fill(word);
  await tagBox.press('Enter');
  const chips = page.getByRole('list', { name: 'Selected tags' });
  await expect(chips.getByRole('listitem')).toHaveText(['runway', word]);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Add Tag +' })).toBeVisible();

  await expect(postJob).toBeDisabled();
  await page.getByLabel(/I confirm this job is genuine/).check();
  await expect(postJob).toBeEnabled();
  await postJob.click();

  await expect(page.getByText('Job posted successfully')).toBeVisible();
  // Posting leaves without asking, and the draft kept while typing goes with the post.
  await expect(page).toHaveURL(/\/explore\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('dialog', { name: 'Leave this page?' })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('nujoom.post-job-drafts'))).toBeNull();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['runway', word]);
  await expect(page.getByRole('definition').filter({ hasText: 'SAR' })).toHaveText('SAR 1,500 / day');
  await expect(page.getByRole('button', { name: 'Close job' })).toBeVisible();

  await page.goto('/jobs');
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Needs 3 people');
});

test('talent cannot open the post-job form', async ({ page, request }) => {
  await signInAs(page, request, { email: 'noor@demo.nujoom.sa', role: 'INDIVIDUAL' });
  await page.goto('/explore/post-job');
  await expect(page).toHaveURL('/profile');
});
