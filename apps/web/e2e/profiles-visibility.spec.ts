import { expect, test } from '@playwright/test';
import { login, newTalent, openAs, STUDIO } from './profiles-support';

test('a hidden profile is not visible to another account until it is public again', async ({
  page,
  request,
}) => {
  const studio = await login(request, STUDIO);
  const talent = await newTalent(request);
  const detail = `/explore/individuals/${talent.individualId}`;

  await openAs(page, talent.session, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: talent.fullName })).toBeVisible();
  await expect(page.getByText('0 Projects Completed')).toBeVisible();
  // Fewer than three published reviews: the profile says "New" instead of stars.
  await expect(page.getByText('New', { exact: true })).toBeVisible();
  // No pictures yet: the portfolio holds at most the answers of the specialty.
  await expect(page.getByRole('region', { name: 'Portfolio', exact: true }).getByRole('img')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Reviews' })).toContainText('No reviews available.');
  // Every specialty may change its picture (issue 36), a music engineer too.
  await expect(page.getByRole('button', { name: 'Change profile picture' })).toBeVisible();
  const visibility = page.getByRole('switch', { name: 'Profile Visibility' });
  await visibility.click();
  await expect(visibility).not.toBeChecked();
  await expect(page.getByText('Hidden: only you can see your profile')).toBeVisible();

  await openAs(page, studio, detail);
  await expect(page.getByRole('heading', { level: 1, name: 'Talent profile not found' })).toBeVisible();

  await openAs(page, talent.session, '/profile');
  await page.getByRole('switch', { name: 'Profile Visibility' }).click();
  await expect(page.getByRole('switch', { name: 'Profile Visibility' })).toBeChecked();

  await openAs(page, studio, detail);
  await expect(page.getByRole('heading', { level: 1, name: talent.fullName })).toBeVisible();
});
