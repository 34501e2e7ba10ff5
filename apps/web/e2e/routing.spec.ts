import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_INDIVIDUAL, DEMO_ORGANIZATION, signInAs } from './session';

const PROTECTED = [
  '/',
  '/profile',
  '/explore',
  '/explore/post-job',
  '/explore/jobs/some-job',
  '/explore/individuals/some-talent',
  '/messages',
  '/payments',
  '/change-email',
  '/change-password',
  '/send-change-otp',
];

test('protected routes send visitors without a session to /landing', async ({ page }) => {
  for (const path of PROTECTED) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/landing');
    await expect(page.getByRole('heading', { level: 1, name: 'Capture Your Story' })).toBeVisible();
  }
});

test('an unknown route shows a page-not-found page with a way home', async ({ page }) => {
  // The server answers 404, with the app, which shows its page.
  const response = await page.goto('/this/route/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/landing');
});

test('the server answers 200 for every kind of route the app knows, and the API its own 404', async ({
  request,
}) => {
  const job = randomUUID();
  for (const path of [
    '/',
    '/landing',
    '/login',
    '/explore',
    `/explore/jobs/${job}`,
    `/jobs/${job}/applicants`,
  ]) {
    const response = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('text/html');
  }
  const api = await request.get('/models/api/v1/no-such-endpoint', { headers: { accept: 'text/html' } });
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/json');
});

test('an onboarded organization reaches the protected routes', async ({ page, request }) => {
  await signInAs(page, request, DEMO_ORGANIZATION);

  await page.goto('/');
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('button', { name: 'Edit Account' })).toBeVisible();

  const pages = [
    ['/explore', 'Explore'],
    ['/explore/post-job', 'Post a job'],
    ['/explore/jobs/some-job', 'Job details'],
    ['/explore/individuals/some-talent', 'Talent profile'],
    ['/messages', 'Messages'],
    ['/payments', 'Payments'],
  ] as const;
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('posting a job is for organizations only', async ({ page, request }) => {
  await signInAs(page, request, DEMO_INDIVIDUAL);
  await page.goto('/explore/post-job');
  await expect(page).toHaveURL('/profile');
});

test('a signed-in person opening login or sign-up is sent home', async ({ page, request }) => {
  await signInAs(page, request, DEMO_INDIVIDUAL);
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toHaveCount(0);
  }
});
