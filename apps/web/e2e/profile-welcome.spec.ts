import { expect, test, type Page } from '@playwright/test';
import {
  answer,
  completeFirstSteps,
  fillOrganization,
  openAs,
  signUpVerified,
  uploadImage,
} from './onboarding-support';

function welcome(page: Page) {
  return page.getByRole('region', { name: 'Welcome to Nujoom!' });
}

/** Dismisses the welcome and checks that it stays away, after a reload too. */
async function dismissForGood(page: Page) {
  await welcome(page).getByRole('button', { name: 'Dismiss the welcome' }).click();
  await expect(welcome(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(welcome(page)).toHaveCount(0);
}

test('an organization lands on a welcome with its next steps, until it dismisses it', async ({
  page,
  request,
}) => {
  const account = await signUpVerified(request, 'ORGANIZATION', 'welcome-org');
  await openAs(page, account, '/organization-form');
  await fillOrganization(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/profile', { timeout: 15_000 });

  const note = welcome(page);
  await expect(note).toBeVisible();
  await expect(note.getByRole('link', { name: 'Post your first job' })).toHaveAttribute(
    'href',
    '/explore/post-job',
  );
  await expect(note.getByRole('link', { name: 'Find talent' })).toHaveAttribute(
    'href',
    '/explore?view=profiles',
  );
  await page.screenshot({ path: '/tmp/welcome-organization.png' });

  // It is still there when the person comes back, until dismissed.
  await note.getByRole('link', { name: 'Find talent' }).click();
  await expect(page).toHaveURL(/\/explore\?view=profiles/);
  await page.goto('/profile');
  await expect(welcome(page)).toBeVisible();
  await dismissForGood(page);
});

test('a new talent lands on a welcome: complete the portfolio, find jobs', async ({ page, request }) => {
  const account = await signUpVerified(request, 'INDIVIDUAL', 'welcome-talent');
  await openAs(page, account, '/select-category');
  await completeFirstSteps(page, 'Tour Guide');
  await page
    .getByRole('group', { name: 'Specializations' })
    .getByRole('checkbox', { name: 'Historical Site Tours' })
    .check();
  await page.getByLabel('Current or most recent employer', { exact: true }).fill('Visit AlUla');
  await answer(page, 'Do you have experience managing travel logistics?', 'Yes');
  await answer(page, 'Do you hold a tour guide license?', 'Yes');
  await answer(page, 'Do you speak a language other than Arabic?', 'No');
  for (const slot of ['Profile picture', 'Certificate']) await uploadImage(page, slot);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/profile', { timeout: 15_000 });

  const note = welcome(page);
  await expect(note).toBeVisible();
  await expect(note.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/explore?view=jobs');
  await page.screenshot({ path: '/tmp/welcome-talent.png' });
  await note.getByRole('link', { name: 'Complete your portfolio' }).click();
  await expect(page.getByRole('region', { name: 'Portfolio', exact: true })).toBeInViewport();
  await dismissForGood(page);
});
