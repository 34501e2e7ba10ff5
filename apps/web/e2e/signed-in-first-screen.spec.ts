import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { collectErrors } from './page-errors';
import { DEMO_INDIVIDUAL, DEMO_ORGANIZATION, DEMO_PASSWORD, signInAs, TOKEN_COOKIE } from './session';

/** Signs a demo account in and gives the browser its cookie only: what the server sees. */
async function sessionCookie(
  context: BrowserContext,
  request: APIRequestContext,
  account: typeof DEMO_ORGANIZATION | typeof DEMO_INDIVIDUAL,
  baseURL: string,
): Promise<{ organization?: { name: string } | null }> {
  const response = await request.post('/models/api/v1/auth/login', {
    data: { email: account.email, password: DEMO_PASSWORD, role: account.role },
  });
  expect(response.ok()).toBe(true);
  const { data } = await response.json();
  await context.addCookies([{ name: TOKEN_COOKIE, value: data.token, url: baseURL }]);
  return data.user;
}

test.describe('without JavaScript, a signed-in route shows its first screen from the server', () => {
  test.use({ javaScriptEnabled: false });

  test("the organization's own profile, and Explore as an organization sees it", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const user = await sessionCookie(context, request, DEMO_ORGANIZATION, baseURL ?? '');
    const name = user.organization?.name ?? '';
    expect(name).not.toBe('');

    await page.goto('/profile');
    // The name is isolated in the tab's title: an Arabic one keeps its place beside the Latin brand.
    await expect(page).toHaveTitle(`\u2068${name}\u2069 · Nujoom`);
    // Not pressed or typed in until the app has rendered over it.
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Jobs' }),
    ).toBeVisible();

    await page.goto('/explore');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    await expect(
      page.getByText('Browse talent by specialty, or see which jobs are open right now.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profiles' })).toHaveAttribute('aria-pressed', 'true');
    // The first page of talent comes with it, pictures and names.
    await expect(page.getByRole('article').first().getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(page.getByRole('article').first().getByRole('img').first()).toHaveAttribute(
      'fetchpriority',
      'high',
    );
  });

  test.describe('in Arabic', () => {
    test.use({ locale: 'ar-SA' });

    test('talent sees Explore right to left, with their own introduction', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await sessionCookie(context, request, DEMO_INDIVIDUAL, baseURL ?? '');
      await page.goto('/explore');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: 'استكشف' })).toBeVisible();
      await expect(page.getByText('اعثر على وظيفتك القادمة، أو تعرّف على من يعمل في مجالك.')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
    });
  });
});

test('the app hydrates the server-rendered page: it keeps its markup, asks for nothing it came with, and works', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  await signInAs(page, request, DEMO_ORGANIZATION);
  // The server's heading and first card, before the app runs: hydrating keeps them; rendering
  // afresh would replace them (React reports a mismatch, and renders afresh, in the console).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, {
        serverMarkup: [document.querySelector('main h1'), document.querySelector('main article')],
      });
    });
  });
  const asked: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.endsWith('/users/me') || pathname.endsWith('/individuals')) asked.push(pathname);
  });
  // The event stream never ends: at a high priority, a browser or Lighthouse waiting for the
  // page's important requests to finish would wait for it too.
  const streamPriorities: string[] = [];
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Network.requestWillBeSent', ({ request: sent }) => {
    if (new URL(sent.url).pathname.endsWith('/events')) streamPriorities.push(sent.initialPriority);
  });
  await devtools.send('Network.enable');
  await page.goto('/explore');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const kept = await page.evaluate(() =>
    (window as unknown as { serverMarkup: (Element | null)[] }).serverMarkup.map(
      (element) => element !== null && element.isConnected,
    ),
  );
  expect(kept).toEqual([true, true]);
  expect(asked).toEqual([]);
  await expect.poll(() => streamPriorities).toEqual(['Low']);

  const photographer = page.getByRole('button', { name: 'Photographer' });
  await photographer.click();
  await expect(photographer).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/category=PHOTOGRAPHER/);
  expect(errors).toEqual([]);
});

test('a category remembered on this device shows once the app has hydrated the default one', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  await signInAs(page, request, DEMO_ORGANIZATION);
  await page.goto('/explore');
  await page.getByRole('button', { name: 'Editor' }).click();
  await expect(page).toHaveURL(/category=EDITOR/);

  await page.goto('/explore');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('button', { name: 'Editor' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Model' })).toHaveAttribute('aria-pressed', 'false');
  expect(errors).toEqual([]);
});
