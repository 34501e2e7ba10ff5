import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { GALLERY, postJobThroughApi } from './explore-api';
import { latestCode } from './outbox';
import { DEMO_PASSWORD, storeSession } from './session';
import { PRIVACY_NOTICE_VERSION } from './consent-version';

const API = '/models/api/v1';

export interface Account {
  readonly token: string;
  readonly user: {
    readonly id: string;
    readonly individual: { readonly id: string } | null;
    readonly organization: { readonly name: string; readonly logo: string } | null;
  };
}

export interface Talent extends Account {
  readonly individualId: string;
  readonly lastName: string;
  readonly fullName: string;
}

function auth(token: string) {
  return { authorization: `Bearer ${token}` };
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** AlUla Arts Gallery, the demo organization the contact journey works as. */
export async function signInGallery(request: APIRequestContext): Promise<Account> {
  return data<Account>(
    await request.post(`${API}/auth/login`, {
      data: { email: GALLERY.email, password: DEMO_PASSWORD, role: GALLERY.role },
    }),
  );
}

/** A talent signed up, verified and onboarded through the API, found by no other test. */
export async function newSoundEngineer(request: APIRequestContext, pictureUrl: string): Promise<Talent> {
  const suffix = randomBytes(3).toString('hex');
  const email = `contact.${suffix}@example.com`;
  const firstName = 'Faisal';
  const lastName = `Sound${suffix.replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)))}`;
  const created = await data<{ id: string }>(
    await request.post(`${API}/auth/signup`, {
      data: {
        firstName,
        lastName,
        email,
        password: 'Str0ng!Pass',
        role: 'INDIVIDUAL',
        consentVersion: PRIVACY_NOTICE_VERSION,
      },
    }),
  );
  const { token } = await data<{ token: string }>(
    await request.patch(`${API}/auth/verify-account`, {
      data: { userId: created.id, otp: await latestCode(email) },
    }),
  );
  const picture = await (await request.get(pictureUrl)).body();
  const profilePicture = await data<string>(
    await request.post(`${API}/upload/images`, {
      headers: auth(token),
      multipart: { file: { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: picture } },
    }),
  );
  const user = await data<Account['user']>(
    await request.patch(`${API}/users/onboarding`, {
      headers: auth(token),
      data: {
        individualProfile: {
          role: 'MUSIC_AND_SOUND_ENGINEER',
          bio: 'Live sound engineer for concerts and festivals in Riyadh and Jeddah.',
          socialAccount: 'instagram.com/faisal.sound',
          yearsOfExperience: 7,
          availableForTravel: true,
          legallyWorking: true,
          hasTattoos: false,
          workExperience: [
            { title: 'FOH engineer', company: 'MDLBEAST', startDate: '2019-01-01', endDate: '2024-06-30' },
          ],
          specialtyInfo: {
            profilePicture,
            category: ['SOUND_ENGINEER'],
            majorProjects: 'Soundstorm main stage',
            preferWorkingWith: ['EVENT_PLANNERS_CONCERTS'],
            experienceHandlingHighProfileClients: true,
            wonAwards: false,
            portfolioUrl: 'soundcloud.com/faisal-sound',
          },
        },
      },
    }),
  );
  const individualId = user.individual?.id ?? '';
  expect(individualId).not.toBe('');
  return { token, user, individualId, lastName, fullName: `${firstName} ${lastName}` };
}

/** An open job of the organization, posted through the API. */
export async function postOpenJob(
  request: APIRequestContext,
  organization: Account,
  title: string,
): Promise<{ readonly id: string; readonly title: string }> {
  const job = await postJobThroughApi(request, organization.token, {
    title,
    jobCategory: 'MUSIC_AND_SOUND_ENGINEER',
    tag: 'sound',
    salary: 600,
  });
  return { id: job.id, title };
}

/** A page of its own browser context, signed in as the account. */
export async function pageFor(
  browser: Browser,
  account: Account,
  language: 'en' | 'ar' = 'en',
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: language });
  const page = await context.newPage();
  await page.goto('/about');
  await storeSession(page, account.token, account.user);
  return page;
}
