import {
  authApi,
  chatsApi,
  jobRequestsApi,
  jobsApi,
  onboardingApi,
  tagsApi,
  type Endpoint,
  type EndpointData,
  type Specialty,
} from '@casting/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { individuals } from '../src/db/schema/individuals';
import { API, latestCode } from './accounts';
import { buildTestApp, type TestApp } from './build-test-app';
import { organizationProfile, specialtyInfo } from './profiles';

/**
 * A client written from the spec's section 7, sending its payloads as the spec writes them:
 * `holdingBachelors`, option lists as their English labels, the fixed years of experience,
 * requirements serialized, tags as texts. Nothing here may answer 400.
 */

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

type Headers = Record<string, string>;

/** Calls `endpoint` at `url` (its path filled in) and reads the answer with the endpoint's schema. */
async function call<E extends Endpoint>(
  endpoint: E,
  url: string,
  headers: Headers = {},
  payload?: object,
): Promise<EndpointData<E>> {
  const { method } = endpoint;
  const response = await t.app.inject({ method, url: `${API}${url}`, headers, payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return endpoint.data.parse(response.json<{ data: unknown }>().data) as EndpointData<E>;
}

let accounts = 0;

/** POST /auth/signup, then PATCH /auth/verify-account with the e-mailed code. */
async function signUpAndVerify(role: 'INDIVIDUAL' | 'ORGANIZATION'): Promise<Headers> {
  accounts += 1;
  const email = `spec.client.${String(accounts)}.${String(Date.now())}@example.com`;
  const user = await call(
    authApi.signup,
    '/auth/signup',
    {},
    {
      firstName: 'Reem',
      lastName: 'Alotaibi',
      email,
      password: 'Spec@Client1',
      role,
    },
  );
  const verified = await call(
    authApi.verifyAccount,
    '/auth/verify-account',
    {},
    { userId: user.id, otp: await latestCode(t, email) },
  );
  expect(verified.user.verifiedEmail).toBe(email);
  return { authorization: `Bearer ${verified.token}` };
}

/** The experience form's data, as the spec stores it before the profile form (§3). */
const experienceData = {
  bio: 'Creative work across Riyadh and Jeddah.',
  socialAccount: 'https://instagram.com/reem',
  yearsOfExperience: 5,
  availableForTravel: true,
  legallyWorking: true,
  holdingBachelors: false,
  workExperience: [
    { title: 'Assistant', company: 'Studio One', startDate: '2020-01-01', endDate: '2023-06-30' },
  ],
};

/** What the spec writes differently from the codes: option lists as English labels, fixed years of experience. */
const SPEC_FORMS: Readonly<Partial<Record<Specialty, Record<string, unknown>>>> = {
  MUSIC_AND_SOUND_ENGINEER: {
    category: ['Music Producer'],
    preferWorkingWith: ['Event Planners & Concerts'],
  },
  FASHION: { category: 'Fashion Stylist', yearsOfExperience: 1 },
  ARTIST: { category: 'Painter', expertise: ['Realism / Hyperrealism', 'Portraits'] },
  ATHLETE: { category: ['Professional Athlete', 'Coach / trainer'], yearsofExperience: 1 },
  BEAUTY: { expertise: ['Bridal Makeup', 'Film & Tv Makeup'], preferredBrands: ['Other'] },
  TOURISM: {
    specializations: ['Cultural Tourism', 'Historical Site Tours', 'Cultural Tourism'],
    yearsofExperience: 1,
  },
};

async function specialtyInfoOf(role: Specialty, headers: Headers): Promise<Record<string, unknown>> {
  return { ...(await specialtyInfo(t, headers, role)), ...SPEC_FORMS[role] };
}

const SPECIALTIES: readonly Specialty[] = [
  'MODEL',
  'VIDEOGRAPHER',
  'PHOTOGRAPHER',
  'EDITOR',
  'TOURISM',
  'BEAUTY',
  'ATHLETE',
  'ARTIST',
  'FASHION',
  'MUSIC_AND_SOUND_ENGINEER',
];

describe('a client written from the spec', () => {
  it('onboards every specialty with the spec payloads', async () => {
    for (const role of SPECIALTIES) {
      const headers = await signUpAndVerify('INDIVIDUAL');
      const status = await call(onboardingApi.complete, '/users/onboarding', headers, {
        individualProfile: { role, ...experienceData, specialtyInfo: await specialtyInfoOf(role, headers) },
      });
      expect(status).toMatchObject({ onboardingCompleted: true, individual: { role } });
    }
  });

  it('reads the labels as codes and holdingBachelors as hasTattoos', async () => {
    const headers = await signUpAndVerify('INDIVIDUAL');
    const status = await call(onboardingApi.complete, '/users/onboarding', headers, {
      individualProfile: {
        role: 'MUSIC_AND_SOUND_ENGINEER',
        ...experienceData,
        holdingBachelors: true,
        specialtyInfo: await specialtyInfoOf('MUSIC_AND_SOUND_ENGINEER', headers),
      },
    });
    expect(status.individual?.specialtyInfo).toMatchObject({
      category: ['MUSIC_PRODUCER'],
      preferWorkingWith: ['EVENT_PLANNERS_CONCERTS'],
    });
    const [row] = await t.db.db
      .select({ experience: individuals.experience })
      .from(individuals)
      .where(eq(individuals.id, status.individual?.id ?? ''));
    expect(row?.experience).toMatchObject({ hasTattoos: true });
  });

  it('posts a job, applies, chats, accepts, finishes and reviews', async () => {
    const organization = await signUpAndVerify('ORGANIZATION');
    await call(onboardingApi.complete, '/users/onboarding', organization, {
      organizationProfile: {
        ...(await organizationProfile(t, organization)),
        tiktok: 'tiktok.com/@najd',
        phone: '+9660501234567',
      },
    });
    const existing = await call(tagsApi.create, '/tags', organization, { title: 'Runway' });
    expect(existing).toMatchObject({ title: 'Runway' });
    const requirements = [
      { id: 1, content: 'Runway experience' },
      { id: 2, content: 'Available in October' },
      { id: 3, content: 'Comfortable with heels' },
      { id: 4, content: 'A portfolio' },
    ];
    const job = await call(jobsApi.create, '/jobs', organization, {
      title: 'Runway models for Riyadh Fashion Week',
      jobCategory: 'MODEL',
      requiredExperience: { minimum: 1, maximum: 5 },
      jobDuration: { minimum: 1, minimumPrefix: 'WEEK', maximum: 2, maximumPrefix: 'MONTH' },
      careerLevel: 'MID_LEVEL',
      location: 'SA',
      salary: 650,
      educationLevel: 'OTHER',
      description: 'Three shows over two weeks with fittings.',
      requirements: JSON.stringify(requirements),
      tags: ['runway', 'Fashion Week'],
    });
    expect(job.requirements).toEqual(requirements);
    expect(job.tags).toEqual(['Runway', 'Fashion Week']);

    const talent = await signUpAndVerify('INDIVIDUAL');
    await call(onboardingApi.complete, '/users/onboarding', talent, {
      individualProfile: {
        role: 'MODEL',
        ...experienceData,
        specialtyInfo: await specialtyInfoOf('MODEL', talent),
      },
    });
    await call(jobsApi.list, '/jobs?filter[jobCategory]=MODEL&paginate[page]=1&paginate[limit]=15', talent);
    await call(jobsApi.get, `/jobs/${job.id}`, talent);
    const application = await call(chatsApi.send, `/chats/${job.organization.id}/messages`, talent, {
      content: 'I would love to walk in your show.',
      jobId: job.id,
      messageType: 'REQUEST',
    });
    const chats = await call(chatsApi.list, '/chats?paginate[page]=1&paginate[limit]=5', organization);
    const chatId = chats.items[0]?.id ?? '';
    await call(chatsApi.send, `/chats/${chatId}/messages`, organization, {
      content: 'Welcome! Can you come Monday?',
    });
    await call(
      chatsApi.messages,
      `/chats/${chatId}/messages?paginate[limit]=20&paginate[direction]=AFTER`,
      talent,
    );
    await call(chatsApi.send, `/chats/${chatId}/messages`, talent, { content: 'Yes, Monday works.' });

    const requestId = application.jobRequest?.id ?? '';
    await call(jobRequestsApi.accept, `/jobs/${job.id}/accept`, organization, { requestId });
    await call(jobRequestsApi.finish, `/jobs/${job.id}/finish`, organization, { requestId });
    await call(jobRequestsApi.review, `/jobs/${job.id}/reviews`, organization, {
      rating: 5,
      comment: 'Professional and on time.',
    });
    expect(await call(jobRequestsApi.balance, '/users/me/balance', talent)).toMatchObject({
      earnings: 650,
      completedProjects: 1,
    });
  });
});
