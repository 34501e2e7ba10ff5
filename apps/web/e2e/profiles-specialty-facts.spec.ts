import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { latestCode } from './outbox';
import {
  API,
  authHeaders,
  dataOf,
  login,
  newTalent,
  openAs,
  png,
  STUDIO,
  type Session,
} from './profiles-support';
import { PRIVACY_NOTICE_VERSION } from './consent-version';

async function upload(request: APIRequestContext, token: string, red: number): Promise<string> {
  return dataOf<string>(
    await request.post(`${API}/upload/images`, {
      headers: authHeaders(token),
      multipart: { file: { name: 'picture.png', mimeType: 'image/png', buffer: png(red, 90, 60) } },
    }),
  );
}

/** A new talent of `role`, signed up, verified and onboarded through the API with `info` (media added here). */
async function onboardThroughApi(
  request: APIRequestContext,
  role: 'TOURISM' | 'BEAUTY',
  info: (images: () => Promise<string>) => Promise<Record<string, unknown>>,
) {
  const suffix = randomBytes(3).toString('hex');
  const email = `facts.${suffix}@example.com`;
  const created = await dataOf<{ id: string }>(
    await request.post(`${API}/auth/signup`, {
      data: {
        firstName: 'Reem',
        lastName: `Qa${suffix}`,
        email,
        password: 'Str0ng!Pass',
        role: 'INDIVIDUAL',
        consentVersion: PRIVACY_NOTICE_VERSION,
      },
    }),
  );
  const { token } = await dataOf<{ token: string }>(
    await request.patch(`${API}/auth/verify-account`, {
      data: { userId: created.id, otp: await latestCode(email) },
    }),
  );
  let red = 40;
  const image = () => upload(request, token, (red += 30));
  const user = await dataOf<Session['user']>(
    await request.patch(`${API}/users/onboarding`, {
      headers: authHeaders(token),
      data: {
        individualProfile: {
          role,
          bio: 'Ten years of guests and brides across the Kingdom.',
          socialAccount: 'instagram.com/reem.qa',
          yearsOfExperience: 10,
          availableForTravel: true,
          legallyWorking: true,
          hasTattoos: false,
          workExperience: [
            { title: 'Guide', company: 'Visit AlUla', startDate: '2019-01-01', endDate: '2024-06-30' },
          ],
          specialtyInfo: { profilePicture: await image(), ...(await info(image)) },
        },
      },
    }),
  );
  return { session: { token, user }, individualId: user.individual?.id ?? '' };
}

/** The value shown for the fact labelled `label` in the portfolio's specialty details. */
function fact(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Specialty details' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`, 'i') })
    .locator('xpath=following-sibling::dd');
}

async function expectFacts(page: Page, facts: Readonly<Record<string, string | RegExp>>) {
  await expect(page.getByRole('heading', { level: 3, name: 'Specialty details' })).toBeVisible();
  for (const [label, value] of Object.entries(facts)) await expect(fact(page, label)).toHaveText(value);
}

test.describe.configure({ mode: 'serial' });

test('a tour guide profile shows every specialty answer, on /profile and on the detail page', async ({
  page,
  request,
}) => {
  const guide = await onboardThroughApi(request, 'TOURISM', async (image) => ({
    specializations: ['HISTORICAL_SITE_TOURS', 'CULTURAL_TOURISM'],
    experienceManagingTravelLogistics: true,
    currentOrMostRecentEmployer: 'Visit AlUla',
    license: true,
    otherLanguage: false,
    certificates: [await image()],
  }));
  const facts = {
    Specializations: 'Historical Site ToursCultural Tourism',
    'Current or most recent employer': 'Visit AlUla',
    'Tour guide license': 'Yes',
    'Speaks a language other than Arabic': 'No',
    'Manages travel logistics': 'Yes',
  };
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, guide.session, '/profile');
  await expectFacts(page, facts);
  await page.getByRole('heading', { level: 3, name: 'Specialty details' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/facts-tourism-profile.png' });

  await openAs(page, await login(request, STUDIO), `/explore/individuals/${guide.individualId}`);
  await expectFacts(page, facts);
  await expect(page.getByRole('heading', { level: 3, name: 'Certificates' })).toBeVisible();
});

test('a beautician profile shows expertise, brands, answers and the portfolio link', async ({
  page,
  request,
}) => {
  const beautician = await onboardThroughApi(request, 'BEAUTY', async (image) => ({
    expertise: ['BRIDAL_MAKEUP', 'RUNWAY_MAKEUP'],
    hasHighLevelExperience: true,
    protofolio: 'https://beauty.example.com',
    preferredBrands: ['HUDA_BEAUTY'],
    hasFormalTraining: false,
    certificates: [await image()],
    previousWork: [await image(), await image()],
  }));
  const facts = {
    Expertise: 'Bridal MakeupRunway Makeup',
    'Preferred brands': 'Huda Beauty',
    'Fashion weeks, film or television': 'Yes',
    'Formal training': 'No',
    Portfolio: /^(https:\/\/)?beauty\.example\.com\/?$/,
  };
  await openAs(page, beautician.session, '/profile');
  await expectFacts(page, facts);
  await expect(page.getByRole('link', { name: /beauty\.example\.com/ })).toHaveAttribute(
    'href',
    /^https:\/\/beauty\.example\.com\/?$/,
  );
  await openAs(page, await login(request, STUDIO), `/explore/individuals/${beautician.individualId}`);
  await expectFacts(page, facts);
  await page.getByRole('heading', { level: 3, name: 'Specialty details' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/facts-beauty-detail.png' });
});

test('a musician profile shows category, clients, projects and answers', async ({ page, request }) => {
  const musician = await newTalent(request);
  const facts = {
    Category: 'Sound Engineer',
    'Prefers working with': 'Event Planners & Concerts',
    'Major projects': 'Winter at Tantora',
    'High-profile clients': 'Yes',
    Awards: 'No',
    Portfolio: /^(https:\/\/)?soundcloud\.com\/salma-sound\/?$/,
  };
  await openAs(page, musician.session, '/profile');
  await expectFacts(page, facts);
  await openAs(page, await login(request, STUDIO), `/explore/individuals/${musician.individualId}`);
  await expectFacts(page, facts);
  await page.getByRole('heading', { level: 3, name: 'Specialty details' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/facts-music-detail.png' });
});
