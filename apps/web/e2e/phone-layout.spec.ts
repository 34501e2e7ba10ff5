import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openAs, signUpVerified } from './onboarding-support';
import { expectNoSidewaysScroll, LANGUAGES, phone } from './phone-support';
import { DEMO_INDIVIDUAL, DEMO_ORGANIZATION, signInAs } from './session';
import { login } from './profiles-support';

const API = '/models/api/v1';

// Each test opens up to 16 pages on an emulated phone: room for a busy machine.
test.describe.configure({ timeout: 300_000 });

const PUBLIC = [
  '/landing',
  '/about',
  '/services',
  '/privacy',
  '/contact',
  '/login',
  '/signup',
  '/forgot-password',
  '/verify-otp',
  '/verifying-page',
  '/unsubscribe',
  '/no-such-page',
];

/** Opens each path and measures it once its first heading is on the screen. */
async function expectEachFits(page: Page, routes: readonly string[]): Promise<void> {
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('heading').first(), route).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('load');
    await expectNoSidewaysScroll(page, route);
  }
}

async function firstId(request: APIRequestContext, token: string, path: string): Promise<string> {
  const response = await request.get(`${API}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  const { data } = await response.json();
  const id = (data.items ?? data)[0]?.id;
  expect(id, path).toBeTruthy();
  return String(id);
}

/** The signed-in routes of a role, with ids of real jobs, talent and chats from the demo. */
async function signedInRoutes(request: APIRequestContext, role: 'ORGANIZATION' | 'INDIVIDUAL') {
  const account = role === 'ORGANIZATION' ? DEMO_ORGANIZATION : DEMO_INDIVIDUAL;
  const { token } = await login(request, account);
  const job = await firstId(request, token, '/jobs');
  const talent = await firstId(request, token, '/individuals');
  const chat = await firstId(request, token, '/chats');
  const shared = [
    '/profile',
    '/explore',
    '/explore?view=profiles',
    `/explore/jobs/${job}`,
    `/explore/individuals/${talent}`,
    '/messages',
    `/messages?chat=${chat}`,
    '/payments',
    '/settings/notifications',
    '/change-email',
    '/change-password',
  ];
  if (role === 'INDIVIDUAL') return [...shared, '/applications'];
  const own = await firstId(request, token, '/organization/me/jobs');
  return [...shared, '/explore/post-job', '/jobs', `/jobs/${own}/applicants`, '/saved'];
}

for (const language of LANGUAGES) {
  test.describe(`nothing is wider than a 360 px phone, in ${language === 'ar' ? 'Arabic' : 'English'}`, () => {
    test.use(phone(360, 740, language));

    test('the public pages, sign-up, login and onboarding', async ({ page, request }) => {
      await expectEachFits(page, PUBLIC);
      const talent = await signUpVerified(request, 'INDIVIDUAL', `fit-${language}`);
      await openAs(page, talent, '/select-category');
      await expectEachFits(page, ['/select-category', '/experience-form']);
      const organization = await signUpVerified(request, 'ORGANIZATION', `fit-${language}`);
      await openAs(page, organization, '/organization-form');
      await expectEachFits(page, ['/organization-form']);
    });

    test('every page of an organization', async ({ page, request }) => {
      const routes = await signedInRoutes(request, 'ORGANIZATION');
      await signInAs(page, request, DEMO_ORGANIZATION);
      await expectEachFits(page, routes);
    });

    test('every page of a talent', async ({ page, request }) => {
      const routes = await signedInRoutes(request, 'INDIVIDUAL');
      await signInAs(page, request, DEMO_INDIVIDUAL);
      await expectEachFits(page, routes);
    });
  });
}
