import { expect, test } from '@playwright/test';
import { toast } from './auth-support';
import { apiToken, GALLERY, NOOR, postJobThroughApi, uniqueWord } from './explore-api';
import { latestCode } from './outbox';
import { collectErrors } from './page-errors';
import { API } from './profiles-support';
import { DEMO_PASSWORD, signInAs } from './session';

test('an unknown address shows a page not found with a way back, in English and Arabic', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(page).toHaveTitle(/^Page not found/);
  await page.screenshot({ path: '/tmp/forms-b-not-found-en.png' });

  await page.evaluate(() => {
    window.localStorage.setItem('nujoom.language', 'ar');
  });
  await page.goto('/explore/nowhere/at-all');
  await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible();
  await page.screenshot({ path: '/tmp/forms-b-not-found-ar.png' });
  await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).click();
  await expect(page).toHaveURL(/\/landing$/);
});

test('signed in, the page not found also leads to Explore', async ({ page, request }) => {
  await signInAs(page, request, NOOR);
  await page.goto('/jobs/everything/else');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go to Explore' }).click();
  await expect(page).toHaveURL(/\/explore/);
});

test("Explore opens on a talent's own specialty, as the server rendered it", async ({ page, request }) => {
  const errors = collectErrors(page);
  await signInAs(page, request, NOOR);
  await page.goto('/explore');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('button', { name: 'Visual Artist' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search visual art jobs');
  expect(errors).toEqual([]);
});

test("the chat header leads each side to the other's page, and the invitation to the job it is about", async ({
  page,
  request,
}) => {
  // Two accounts and their pages: slow on a busy machine, not a sign of a fault.
  test.slow();
  const galleryToken = await apiToken(request, GALLERY);
  const noor = await request.post(`${API}/auth/login`, {
    data: { email: NOOR.email, password: DEMO_PASSWORD, role: NOOR.role },
  });
  const individualId = ((await noor.json()) as { data: { user: { individual: { id: string } } } }).data.user
    .individual.id;
  const title = `Lobby mural ${uniqueWord('chat')}`;
  const job = await postJobThroughApi(request, galleryToken, { title, jobCategory: 'ARTIST', tag: 'mural' });
  const invited = await request.post(`${API}/jobs/${job.id}/invitations`, {
    headers: { authorization: `Bearer ${galleryToken}` },
    data: { individualId },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const opened = await request.post(`${API}/chats`, {
    headers: { authorization: `Bearer ${galleryToken}` },
    data: { individualId },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const chatId = ((await opened.json()) as { data: { id: string } }).data.id;

  await signInAs(page, request, GALLERY);
  await page.goto(`/messages?chat=${chatId}`);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { name: 'Noor Alsubaie' }) });
  await header.getByRole('link', { name: /Noor Alsubaie/ }).click();
  await expect(page).toHaveURL(new RegExp(`/explore/individuals/${individualId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Noor Alsubaie' })).toBeVisible();

  await signInAs(page, request, NOOR);
  await page.goto(`/messages?chat=${chatId}`);
  const talentHeader = page
    .locator('header')
    .filter({ has: page.getByRole('heading', { name: 'AlUla Arts Gallery' }) });
  await talentHeader.getByRole('link', { name: /AlUla Arts Gallery/ }).click();
  await expect(page).toHaveURL(/\/explore\/organizations\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AlUla Arts Gallery' })).toBeVisible();

  await page.goBack();
  await page.getByRole('article', { name: 'Invitation to apply' }).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/explore/jobs/${job.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a right code after a wrong one shows only its own toast', async ({ page }) => {
  const email = `toast-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Sara');
  await page.getByLabel('Last name').fill('Alotaibi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Stage@Light7');
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/verifying-page');

  const code = await latestCode(email);
  const wrong = code === '1111' ? '2222' : '1111';
  const firstBox = page.getByRole('textbox', { name: 'Digit 1 of 4' });
  await firstBox.focus();
  await page.keyboard.type(wrong);
  const failure = toast(page, 'The code is incorrect or has expired.');
  await expect(failure).toBeVisible();

  await expect(firstBox).toHaveValue('');
  await firstBox.focus();
  await page.keyboard.type(code);
  await expect(toast(page, 'Code verified successfully!')).toBeVisible();
  await expect(failure).toHaveCount(0);
});
