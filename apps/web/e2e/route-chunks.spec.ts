import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from './page-errors';
import { submitLogin } from './auth-support';
import { DEMO_INDIVIDUAL, DEMO_ORGANIZATION, DEMO_PASSWORD, signInAs } from './session';

interface Chunk {
  readonly file: string;
  readonly isDynamicEntry?: boolean;
}

/** Each route page's chunk, by page source (the build's manifest). */
function pageChunks(): Map<string, string> {
  const manifest = JSON.parse(
    readFileSync(join(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, Chunk>;
  return new Map(
    Object.entries(manifest)
      .filter(
        ([key, chunk]) => /features\/[^/]+\/pages\/.+-page\.tsx$/.test(key) && chunk.isDynamicEntry === true,
      )
      .map(([key, chunk]) => [`/${chunk.file}`, key.replace(/^.*\/pages\//, '')]),
  );
}

/** The same-origin scripts a page fetched, by file name. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('a prerendered page loads one small script, and the app only when the visitor turns to it', async ({
  page,
}) => {
  const pages = pageChunks();
  const scripts = scriptsOf(page);
  await page.goto('/landing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The script, and the bundler's runtime it imports (ADR 016).
  expect(scripts.sort()).toEqual([
    expect.stringMatching(/^\/assets\/hydrate-on-interaction-[\w-]+\.js$/),
    expect.stringMatching(/^\/assets\/rolldown-runtime-[\w-]+\.js$/),
  ]);

  await page.getByRole('heading', { level: 1 }).hover();
  await expect
    .poll(() => scripts.map((script) => pages.get(script)).filter(Boolean))
    .toEqual(['landing-page.tsx']);
});

test('a route change loads that route page, and no other', async ({ page }) => {
  const pages = pageChunks();
  const loaded: string[] = [];
  page.on('request', (request) => {
    const name = pages.get(new URL(request.url()).pathname);
    if (name !== undefined) loaded.push(name);
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(loaded).toEqual(['login-page.tsx']);

  loaded.length = 0;
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Our vision' })).toBeVisible();
  expect(loaded).toEqual(['about-page.tsx']);
});

/** What a signed-in page loads once it has loaded (ADR 016). */
const DEFERRED = /\/(notification-bell-stand-in|user-status-refresh)-[\w-]+\.js$/;
/** What waits for the person: the menus' code (with Headless UI) and the toaster. */
const ON_INTENT =
  /\/(notification-bell-(?!stand-in)|account-menu-(?!stand-in)|app-toaster-|headless-ui-)[\w-]+\.js$/;

test('a signed-in page loads its bell and account check once the page has loaded, its menus when reached for', async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO_ORGANIZATION);
  await page.goto('/explore');
  await expect(page.getByRole('article').first()).toBeVisible();

  const starts = (pattern: RegExp) =>
    page.evaluate(
      (source) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      pattern.source,
    );
  await expect.poll(() => starts(DEFERRED)).toHaveLength(2);
  const loaded = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
  );
  // None competes with the page's own code, data and pictures for the network.
  for (const start of await starts(DEFERRED)) expect(start).toBeGreaterThan(loaded);
  // The bell's panel and the account menu load when their button is reached for; no toast, no toaster.
  const loadedEarly = await page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => new RegExp(source).test(path)),
    ON_INTENT.source,
  );
  expect(loadedEarly).toEqual([]);
  await page.getByRole('button', { name: 'Account menu' }).hover();
  await expect.poll(async () => (await starts(/\/account-menu-(?!stand-in)[\w-]+\.js$/)).length).toBe(1);
});

/** The API client's chunk and zod's (react-hook-form's chunk is named after its zod resolver). */
const API_CLIENT = /\/(api-client|zod)-[\w-]+\.js$/;

test('Explore, rendered by the server with its data, loads the API client and zod when a person asks for more', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  await signInAs(page, request, DEMO_ORGANIZATION);
  await page.goto('/explore');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const scripts = (pattern: RegExp) =>
    page.evaluate(
      (source) =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => new RegExp(source).test(path)),
      pattern.source,
    );
  // Once loaded, the page fetches the bell and the account check, which came with their data too.
  await expect.poll(async () => (await scripts(DEFERRED)).length).toBe(2);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  expect(await scripts(API_CLIENT)).toEqual([]);

  // The talent's cards came with the organization's lists; the save dialog loads its requests.
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: /to a list|Change their lists/ }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Done' })).toBeVisible();
  await expect.poll(async () => (await scripts(API_CLIENT)).length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('login and sign-up paint without the API client and zod, which come when the person fills the form', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const scripts = scriptsOf(page);
  const apiClient = () => scripts.filter((script) => API_CLIENT.test(script));

  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(apiClient()).toEqual([]);

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  await page.waitForLoadState('networkidle');
  expect(apiClient()).toEqual([]);

  await page.getByLabel('Email').fill('not an address');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Invalid email format.')).toBeVisible();
  expect(apiClient().length).toBeGreaterThan(0);

  await submitLogin(page, DEMO_INDIVIDUAL.email, DEMO_PASSWORD, 'Individual');
  await expect(page).toHaveURL('/profile');
  expect(errors).toEqual([]);
});

test("the operators' console is a chunk of its own: a person's pages never fetch it, /operator does", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const pages = pageChunks();
  const consoleChunk = [...pages].find(([, name]) => name === 'operator-console-page.tsx')?.[0];
  expect(consoleChunk).toBeDefined();
  const scripts = scriptsOf(page);
  const consoleFiles = () =>
    scripts.filter((script) => script === consoleChunk || /\/operator-[\w-]+\.js$/.test(script));

  await signInAs(page, request, DEMO_ORGANIZATION);
  for (const path of ['/explore', '/jobs', '/settings/verification']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('load');
  }
  expect(consoleFiles()).toEqual([]);

  await page.goto('/operator');
  await expect(page.getByRole('heading', { level: 1, name: 'Operator sign-in' })).toBeVisible();
  expect(consoleFiles()).toContain(consoleChunk);
  expect(errors).toEqual([]);
});
