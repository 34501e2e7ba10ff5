import { expect, test } from '@playwright/test';
import { apiToken, GALLERY, NOOR, postJobThroughApi, uniqueWord } from './explore-api';
import { signInAs } from './session';

test('an application whose answer is lost on the way is sent again and made once', async ({
  page,
  request,
}) => {
  const title = `Lost answer ${uniqueWord()}`;
  const job = await postJobThroughApi(request, await apiToken(request, GALLERY), {
    title,
    jobCategory: 'ARTIST',
    tag: 'mural',
  });
  // The server gets the first attempt and applies; its answer never reaches the browser, as on
  // a phone that loses its signal. The app sends again, with the same key.
  const keys: (string | undefined)[] = [];
  await page.route('**/models/api/v1/chats/*/messages', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key']);
    if (keys.length > 1) return route.continue();
    await route.fetch();
    return route.abort('connectionreset');
  });

  await signInAs(page, request, NOOR);
  await page.goto(`/explore/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Apply For Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply For Job' });
  await dialog.getByLabel('Cover letter').fill('Once is enough, even on a weak network.');
  await dialog.getByRole('button', { name: 'Send application' }).click();

  await expect(page.getByText('Application sent successfully')).toBeVisible();
  await expect(page.getByText('You have already applied for this job.')).toHaveCount(0);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  const count = await request.get(`/models/api/v1/jobs/${job.id}/job-requests/count`, {
    headers: { authorization: `Bearer ${await apiToken(request, NOOR)}` },
  });
  expect((await count.json()).data).toEqual({ count: 1 });
});
