import { expect, test, type Locator } from '@playwright/test';
import { GALLERY } from './explore-api';
import { signInAs } from './session';

/** The rendition URLs of an img's srcset, by their width descriptor. */
async function renditions(image: Locator): Promise<Record<string, string>> {
  const srcset = (await image.getAttribute('srcset')) ?? '';
  return Object.fromEntries(
    srcset.split(',').map((candidate) => {
      const [url = '', width = ''] = candidate.trim().split(/\s+/);
      return [width, url];
    }),
  );
}

test('talent cards offer the thumbnail and display renditions at a fixed size, the first one first', async ({
  page,
  request,
}) => {
  await signInAs(page, request, GALLERY);
  await page.goto('/explore');
  const lina = page.getByRole('article', { name: 'Lina Alsaud' });
  const picture = lina.getByRole('img', { name: 'Profile picture of Lina Alsaud' });
  await expect(picture).toBeVisible();

  const { '480w': thumbnail, '1600w': display } = await renditions(picture);
  expect(thumbnail).toMatch(/\/media\/[0-9a-f-]{36}-thumb\.webp$/);
  expect(display).toBe(thumbnail?.replace('-thumb.webp', '.webp'));
  await expect(picture).toHaveAttribute('sizes', /px|vw/);
  await expect(picture).toHaveAttribute('width', /^\d+$/);
  await expect(picture).toHaveAttribute('height', /^\d+$/);
  // Both renditions are real files, the display one the larger.
  const [small, large] = await Promise.all([request.get(thumbnail ?? ''), request.get(display ?? '')]);
  expect(small.ok() && large.ok()).toBe(true);
  expect((await large.body()).length).toBeGreaterThan((await small.body()).length);

  const cards = page.getByRole('article');
  await expect(cards.first().getByRole('img').first()).toHaveAttribute('fetchpriority', 'high');
  await expect(cards.first().getByRole('img').first()).toHaveAttribute('loading', 'eager');
  await expect(cards.nth(4).getByRole('img').first()).toHaveAttribute('loading', 'lazy');
});

test('a profile shows its picture and portfolio through the renditions', async ({ page, request }) => {
  await signInAs(page, request, GALLERY);
  await page.goto('/explore');
  await page.getByRole('button', { name: 'Photographer' }).click();
  await page
    .getByRole('article', { name: 'Omar Alzahrani' })
    .getByRole('link', { name: 'View Profile' })
    .click();
  const portrait = page.getByRole('img', { name: /Omar Alzahrani/ }).first();
  await expect(portrait).toBeVisible();
  expect(Object.keys(await renditions(portrait))).toEqual(['480w', '1600w']);
  await expect(portrait).toHaveAttribute('fetchpriority', 'high');

  const work = page
    .getByRole('button', { name: /^Open .+ 1 of \d+$/ })
    .first()
    .locator('img');
  await expect(work).toHaveAttribute('loading', 'lazy');
  expect(Object.keys(await renditions(work))).toEqual(['480w', '1600w']);
});

test('explore fetches its first cards beside its code, once, and preloads the first picture as drawn', async ({
  page,
  request,
}) => {
  await signInAs(page, request, GALLERY);
  // The page as the server sends it when it cannot render it (ADR 021): the app shell, from
  // which the app fetches the first cards itself.
  const shell = await (await page.request.get('/messages')).text();
  await page.route('**/explore', (route) => route.fulfill({ contentType: 'text/html', body: shell }));
  const listRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.endsWith('/individuals')) listRequests.push(sent.url());
  });
  await page.goto('/explore');
  const firstPicture = page.getByRole('article').first().getByRole('img').first();
  await expect(firstPicture).toBeVisible();

  // The page renders the cards the prefetch put in the cache: no second request for them.
  expect(listRequests).toHaveLength(1);
  // The preload names the renditions and sizes of the first card's img, so its fetch is reused.
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('imagesrcset', (await firstPicture.getAttribute('srcset')) ?? '');
  await expect(preload).toHaveAttribute('imagesizes', (await firstPicture.getAttribute('sizes')) ?? '');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
});
