import { expect, test } from '@playwright/test';
import { apiToken, GALLERY, NOOR, postJobThroughApi, uniqueWord } from './explore-api';
import { signInAs } from './session';

test('talent finds a job by category and search, applies once, and cannot apply twice', async ({
  page,
  request,
}) => {
  const word = uniqueWord('apply');
  const title = `Gallery mural ${word}`;
  await postJobThroughApi(request, await apiToken(request, GALLERY), {
    title,
    jobCategory: 'ARTIST',
    tag: 'mural',
  });

  await signInAs(page, request, NOOR);
  await page.goto('/explore');
  // Talent starts on jobs, in their own specialty (Noor paints), without the profile filters.
  await expect(page.getByRole('button', { name: 'Jobs' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Visual Artist' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Filters' })).toHaveCount(0);
  await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search visual art jobs');
  // The placeholder follows the category and what is searched.
  await page.getByRole('button', { name: 'Profiles' }).click();
  await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search visual artists by name');
  await page.getByRole('button', { name: 'Jobs' }).click();
  await expect(page.getByRole('button', { name: 'Jobs' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('searchbox').fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card.getByText('AlUla Arts Gallery')).toBeVisible();
  // Posted with the spec's salary alone: US dollars an hour.
  await expect(card.getByText('$500 / hour', { exact: true })).toBeVisible();
  await expect(card.getByText('1 week to 2 months')).toBeVisible();

  // The same search in another category finds nothing.
  await page.getByRole('button', { name: 'Photographer' }).click();
  await expect(page.getByRole('heading', { name: 'No jobs found' })).toBeVisible();
  await page.getByRole('button', { name: 'Visual Artist' }).click();

  await card.getByRole('link', { name: 'View Job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const applicants = page.getByText('Applicants').locator('xpath=following-sibling::dd');
  await expect(applicants).toHaveText('0');

  await page.getByRole('button', { name: 'Apply For Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply For Job' });
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByText('Cover letter is required')).toBeVisible();
  // The form shows the limit the server holds, and keeps to it.
  await expect(dialog.getByLabel('Cover letter')).toHaveAttribute('maxlength', '2000');
  await expect(dialog.getByText('0 / 2,000 characters')).toBeVisible();
  const letter = 'I painted the murals of two AlUla hotels and would love to do this one.';
  await dialog.getByLabel('Cover letter').fill(letter);
  await expect(dialog.getByText(`${String(letter.length)} / 2,000 characters`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Application sent successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(applicants).toHaveText('1');

  // Issue 15: the button is never offered twice.
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Apply For Job' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await expect(applicants).toHaveText('1');
});

test('the organization closes its own job, and talent then sees Job Closed', async ({ page, request }) => {
  const title = `Closing soon ${uniqueWord()}`;
  const job = await postJobThroughApi(request, await apiToken(request, GALLERY), {
    title,
    jobCategory: 'ARTIST',
    tag: 'mural',
  });

  await signInAs(page, request, GALLERY);
  await page.goto(`/explore/jobs/${job.id}`);
  await expect(page.getByRole('button', { name: 'Apply For Job' })).toHaveCount(0);
  const closeJob = page.getByRole('main').getByRole('button', { name: 'Close job' });
  await closeJob.click();
  const dialog = page.getByRole('dialog', { name: 'Close this job?' });
  await dialog.getByRole('button', { name: 'Keep it open' }).click();
  await expect(dialog).toBeHidden();
  await closeJob.click();
  await dialog.getByRole('button', { name: 'Close job' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Job Closed' })).toBeDisabled();

  await signInAs(page, request, NOOR);
  await page.goto(`/explore/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Job Closed' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Apply For Job' })).toHaveCount(0);
});

test('job detail reveals the organization contacts with copy buttons', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const title = `Contact us ${uniqueWord()}`;
  const job = await postJobThroughApi(request, await apiToken(request, GALLERY), {
    title,
    jobCategory: 'ARTIST',
    tag: 'mural',
  });
  await signInAs(page, request, NOOR);
  await page.goto(`/explore/jobs/${job.id}`);
  const social = page.getByRole('list', { name: 'AlUla Arts Gallery on the web' });
  await expect(social.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://instagram.com/alulaarts',
  );
  await expect(social.getByRole('link', { name: 'TikTok' })).toBeVisible();
  await expect(social.getByRole('link', { name: 'Website' })).toBeVisible();

  await page.getByRole('button', { name: 'Phone number' }).click();
  const phone = page.getByRole('dialog', { name: 'Phone number' });
  // Shown in the international format, dialled in E.164.
  const number = phone.getByRole('link', { name: '+966 14 834 5678' });
  await expect(number).toHaveAttribute('href', 'tel:+966148345678');
  await phone.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied successfully')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+966 14 834 5678');
  await page.keyboard.press('Escape');
  await expect(phone).toBeHidden();

  await page.getByRole('button', { name: 'E-mail address' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'E-mail address' })
      .getByRole('link', { name: 'gallery@demo.nujoom.sa' }),
  ).toBeVisible();
});

test('results beyond the first 15 come with Load more', async ({ page, request }) => {
  const word = uniqueWord('many');
  const token = await apiToken(request, GALLERY);
  for (let index = 1; index <= 16; index += 1) {
    await postJobThroughApi(request, token, {
      title: `Editor ${index} ${word}`,
      jobCategory: 'EDITOR',
      tag: 'film',
    });
  }
  await signInAs(page, request, NOOR);
  await page.goto('/explore');
  await page.getByRole('button', { name: 'Editor' }).click();
  await page.getByRole('searchbox').fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('article')).toHaveCount(15);
  await expect(page.getByText('Showing the first 15')).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByRole('article')).toHaveCount(16);
  await expect(page.getByText('Showing 16')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  // The first job posted is the oldest, so it comes last.
  await expect(page.getByRole('article').last()).toHaveAccessibleName(`Editor 1 ${word}`);
});

test('explore opens on the category and mode each person chose last', async ({ page, request }) => {
  await signInAs(page, request, NOOR);
  await page.goto('/explore');
  await page.getByRole('button', { name: 'Photographer' }).click();
  await page.getByRole('button', { name: 'Profiles' }).click();
  await expect(page.getByRole('button', { name: 'Profiles' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/explore');
  await expect(page.getByRole('button', { name: 'Photographer' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Profiles' })).toHaveAttribute('aria-pressed', 'true');

  // Another account on the same browser starts from its own defaults.
  await signInAs(page, request, GALLERY);
  await page.goto('/explore');
  await expect(page.getByRole('button', { name: 'Model' })).toHaveAttribute('aria-pressed', 'true');
});

test('a job search lists open jobs before closed ones, each newest first', async ({ page, request }) => {
  const word = uniqueWord('order');
  const token = await apiToken(request, GALLERY);
  const titles = ['first', 'second', 'third'].map((place) => `Mural ${place} ${word}`);
  const ids: string[] = [];
  for (const title of titles)
    ids.push((await postJobThroughApi(request, token, { title, jobCategory: 'ARTIST', tag: 'mural' })).id);
  const closed = await request.patch(`/models/api/v1/jobs/${ids[2] ?? ''}/close`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(closed.ok(), await closed.text()).toBe(true);

  await signInAs(page, request, NOOR);
  await page.goto(`/explore?view=jobs&category=ARTIST&q=${word}`);
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('article').nth(0)).toHaveAccessibleName(titles[1] ?? '');
  await expect(page.getByRole('article').nth(1)).toHaveAccessibleName(titles[0] ?? '');
  await expect(page.getByRole('article').nth(2)).toHaveAccessibleName(titles[2] ?? '');
});
