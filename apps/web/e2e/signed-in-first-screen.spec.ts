import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { apiToken, GALLERY, NOOR, postJobThroughApi, uniqueWord } from './explore-api';
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

/** A job the demo gallery posts and the demo painter Noor applies for, through the API. */
async function jobWithApplicant(request: APIRequestContext, title: string): Promise<{ id: string }> {
  const job = await postJobThroughApi(request, await apiToken(request, GALLERY), {
    title,
    jobCategory: 'ARTIST',
    tag: uniqueWord('tag'),
  });
  const applied = await request.post(`/models/api/v1/chats/${job.organization.id}/messages`, {
    headers: { authorization: `Bearer ${await apiToken(request, NOOR)}` },
    data: { messageType: 'REQUEST', jobId: job.id, content: 'Murals for your courtyard, on your dates.' },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  return job;
}

/** The demo model Lina's profile id, found through the talent list as the demo organization. */
async function linaId(request: APIRequestContext): Promise<string> {
  const login = await request.post('/models/api/v1/auth/login', {
    data: { email: DEMO_ORGANIZATION.email, password: DEMO_PASSWORD, role: DEMO_ORGANIZATION.role },
  });
  const { data: session } = await login.json();
  const response = await request.get('/models/api/v1/individuals?filter[searchKey]=Lina', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const { data } = (await response.json()) as { data: { items: { id: string }[] } };
  const id = data.items[0]?.id;
  expect(id).toBeDefined();
  return id ?? '';
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

  test("a talent's profile as an organization opens it", async ({ page, context, request, baseURL }) => {
    const id = await linaId(request);
    await sessionCookie(context, request, DEMO_ORGANIZATION, baseURL ?? '');
    await page.goto(`/explore/individuals/${id}`);
    await expect(page).toHaveTitle('\u2068Lina Alsaud\u2069 · Nujoom');
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await expect(page.getByRole('heading', { level: 1, name: 'Lina Alsaud' })).toBeVisible();
    await expect(page.getByRole('img', { name: '4.7 out of 5 stars' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'About' })).toContainText('Editorial and runway model');
  });

  test('a job as talent opens it', async ({ page, context, request, baseURL }) => {
    const title = `Desert shoot ${uniqueWord('ssr')}`;
    const job = await postJobThroughApi(request, await apiToken(request, GALLERY), {
      title,
      jobCategory: 'MODEL',
      tag: uniqueWord('tag'),
    });
    await sessionCookie(context, request, DEMO_INDIVIDUAL, baseURL ?? '');
    await page.goto(`/explore/jobs/${job.id}`);
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('A week of work with our team in AlUla, paid on completion.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply For Job' })).toBeVisible();
  });

  test("the organization's jobs and a job's applicants", async ({ page, context, request, baseURL }) => {
    const title = `Gallery mural ${uniqueWord('ssr')}`;
    const job = await jobWithApplicant(request, title);
    const login = await request.post('/models/api/v1/auth/login', {
      data: { email: GALLERY.email, password: DEMO_PASSWORD, role: GALLERY.role },
    });
    const { data } = await login.json();
    await context.addCookies([{ name: TOKEN_COOKIE, value: data.token, url: baseURL ?? '' }]);
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'My Jobs' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.goto(`/jobs/${job.id}/applicants`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Noor Alsubaie' })).toBeVisible();
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

test('a form the server leaves to the app opens with the user status it came with: no status request, no API client before it is sent', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  await signInAs(page, request, DEMO_ORGANIZATION);
  const loaded: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (/^\/assets\/api-client-/.test(pathname)) loaded.push('api-client');
    if (pathname.endsWith('/users/me')) loaded.push('users/me');
  });
  await page.goto('/explore/post-job');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const title = page.getByLabel('Title');
  await title.fill('12345');
  await title.blur();
  await expect(page.getByText('Please include charachters in title field')).toBeVisible();
  expect(loaded).toEqual([]);
  expect(errors).toEqual([]);
});

test("the organization's saved talent hydrates with the lists it came with", async ({ page, request }) => {
  const errors = collectErrors(page);
  await signInAs(page, request, DEMO_ORGANIZATION);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { serverHeading: document.querySelector('main h1') });
    });
  });
  const asked: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/models/api/v1/talent-lists')) asked.push(pathname);
  });
  await page.goto('/saved');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved talent' })).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { serverHeading: Element | null }).serverHeading?.isConnected,
    ),
  ).toBe(true);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(asked).toEqual([]);
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

test("a talent's profile hydrates with the profile and rating it came with, and an unknown one says so", async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const id = await linaId(request);
  await signInAs(page, request, DEMO_ORGANIZATION);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { serverHeading: document.querySelector('main h1') });
    });
  });
  const asked: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/models/api/v1/individuals/')) asked.push(pathname);
  });
  await page.goto(`/explore/individuals/${id}`);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const heading = page.getByRole('heading', { level: 1, name: 'Lina Alsaud' });
  await expect(heading).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { serverHeading: Element | null }).serverHeading?.isConnected,
    ),
  ).toBe(true);
  // The organization's contact actions load with the app; the reviews are asked for by the browser.
  await expect(page.getByRole('button', { name: 'Invite to apply' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviews' }).getByRole('article')).toHaveCount(3);
  expect(asked).toEqual([`/models/api/v1/individuals/${id}/reviews`]);

  // A profile the server could not find renders as loading, and the app then asks and says so.
  await page.goto('/explore/individuals/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Talent profile not found' })).toBeVisible();
  // The browser reports the API's 404 itself; no hydration mismatch or script error.
  expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
});

test.describe('far east of the server', () => {
  // UTC+14: for most of the day the visitor's date is not the server's.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test("a job hydrates with what it came with, and shows the day it was posted in the visitor's time zone", async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const title = `Harbour reel ${uniqueWord('ssr')}`;
    const job = await postJobThroughApi(request, await apiToken(request, GALLERY), {
      title,
      jobCategory: 'MODEL',
      tag: uniqueWord('tag'),
    });
    await signInAs(page, request, DEMO_INDIVIDUAL);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { serverHeading: document.querySelector('main h1') });
      });
    });
    const asked: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith(`/models/api/v1/jobs/${job.id}`)) asked.push(pathname);
    });
    await page.goto(`/explore/jobs/${job.id}`);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { serverHeading: Element | null }).serverHeading?.isConnected,
      ),
    ).toBe(true);
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date()),
    );
    await expect(page.getByText(`Posted ${today}`)).toBeVisible();
    await page.getByRole('button', { name: 'Apply For Job' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the gallery's jobs and a job's applicants hydrate, with their days in the visitor's time zone", async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const title = `Courtyard mural ${uniqueWord('ssr')}`;
    const job = await jobWithApplicant(request, title);
    await signInAs(page, request, GALLERY);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { serverHeading: document.querySelector('main h1') });
      });
    });
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date()),
    );

    await page.goto('/jobs');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { level: 1, name: 'My Jobs' })).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { serverHeading: Element | null }).serverHeading?.isConnected,
      ),
    ).toBe(true);
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText(`Posted ${today}`);

    await row.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/applicants$`));
    await page.reload();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const applicant = page.getByRole('article').filter({ hasText: 'Noor Alsubaie' });
    await expect(applicant).toContainText('Murals for your courtyard, on your dates.');
    await expect(applicant).toContainText('Applied ');
    await applicant.getByRole('button', { name: 'Shortlist' }).click();
    await expect(applicant.getByRole('button', { name: 'Shortlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(errors).toEqual([]);
  });

  test("a chat hydrates with its list and latest messages, their times in the visitor's time zone", async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    await jobWithApplicant(request, `Gallery wall ${uniqueWord('ssr')}`);
    await signInAs(page, request, GALLERY);
    await page.goto('/messages');
    await page.getByRole('button', { name: /Noor Alsubaie/ }).click();
    await expect(page).toHaveURL(/\/messages\?chat=/);

    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { serverLog: document.querySelector('[role="log"]') });
      });
    });
    await page.reload();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const log = page.getByRole('log');
    await expect(log).toContainText('Murals for your courtyard, on your dates.');
    expect(
      await page.evaluate(() => (window as unknown as { serverLog: Element | null }).serverLog?.isConnected),
    ).toBe(true);
    // The message's time and day as this browser's zone has them.
    const sent = log.locator('time').last();
    const at = (await sent.getAttribute('datetime')) ?? '';
    const [time, day] = await page.evaluate(
      (iso) => [
        new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(iso)),
        new Intl.DateTimeFormat('en', { dateStyle: 'full' }).format(new Date(iso)),
      ],
      at,
    );
    await expect(sent).toHaveText(time);
    await expect(log).toContainText(day);
    expect(errors).toEqual([]);
  });
});
