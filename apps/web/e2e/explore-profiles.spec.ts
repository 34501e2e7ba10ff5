import { expect, test } from '@playwright/test';
import { GALLERY } from './explore-api';
import { signInAs } from './session';

test('an organization filters model profiles and opens one', async ({ page, request }) => {
  await signInAs(page, request, GALLERY);
  // A page of cards is one request: the cards carry their stars.
  const starRequests: string[] = [];
  page.on('request', (sent) => {
    if (/\/individuals\/[^/]+\/stars$/.test(new URL(sent.url()).pathname)) starRequests.push(sent.url());
  });
  await page.goto('/explore');
  // Organizations start on profiles, in the Model category.
  await expect(page.getByRole('button', { name: 'Profiles' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Model' })).toHaveAttribute('aria-pressed', 'true');
  const lina = page.getByRole('article', { name: 'Lina Alsaud' });
  const yousef = page.getByRole('article', { name: 'Yousef Alharthi' });
  await expect(lina).toBeVisible();
  await expect(yousef).toBeVisible();

  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: 'Profile filters' });
  await panel.getByLabel('Gender').selectOption({ label: 'Female' });
  await expect(yousef).toHaveCount(0);
  await expect(lina).toBeVisible();
  await expect(lina.locator('p').filter({ hasText: /^Saudi Arabia$/ })).toBeVisible();
  await expect(lina.getByRole('img', { name: '4.7 out of 5 stars' })).toBeVisible();
  await expect(lina.getByRole('img', { name: 'Profile picture of Lina Alsaud' })).toBeVisible();

  // A model card shows its attributes on hover.
  const hair = lina.getByRole('definition').filter({ hasText: 'Black' });
  await expect(hair).toBeHidden();
  await lina.hover();
  await expect(hair).toBeVisible();
  await expect(lina.getByRole('definition').filter({ hasText: 'EU 39' })).toBeVisible();
  await expect(lina.getByRole('definition').filter({ hasText: 'Female' })).toBeVisible();

  await panel.getByLabel('Shoe size (EU)').selectOption('44');
  await expect(page.getByRole('heading', { name: 'No profiles found' })).toBeVisible();
  await panel.getByRole('button', { name: 'Clear filters' }).click();
  await expect(yousef).toBeVisible();

  expect(starRequests).toEqual([]);
  await lina.getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(/\/explore\/individuals\/[0-9a-f-]{36}$/);
});

test('switching to jobs shows the loading state, folds the filters away and shows empty results', async ({
  page,
  request,
}) => {
  await signInAs(page, request, GALLERY);
  await page.goto('/explore');
  await expect(page.getByRole('article', { name: 'Lina Alsaud' })).toBeVisible();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Profile filters' })).toBeVisible();

  const loadingJobs = page.getByRole('status').filter({ hasText: 'Loading jobs…' });
  const switchedAt = Date.now();
  await page.getByRole('button', { name: 'Jobs' }).click();
  await expect(loadingJobs).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile filters' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Runway models for Riyadh Fashion Week' })).toBeVisible();
  await expect(loadingJobs).toHaveCount(0);
  // The loading state lasts its fixed two seconds, though the jobs arrive sooner.
  expect(Date.now() - switchedAt).toBeGreaterThanOrEqual(1900);

  await page.getByRole('searchbox').fill('nothing matches this');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No jobs found' })).toBeVisible();

  await page.getByRole('button', { name: 'Profiles' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading profiles…' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No profiles found' })).toBeVisible();
  // Filters come back with profiles, closed.
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});
