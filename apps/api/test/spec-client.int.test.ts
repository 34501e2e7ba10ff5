import type { Specialty } from '@casting/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { individuals } from '../src/db/schema/individuals';
import { API, latestCode } from './accounts';
import { buildTestApp, type TestApp } from './build-test-app';
import { isoMedia, jpeg } from './media-files';
import { uploadFile } from './profiles';

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

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers = {}, payload?: object) {
  const response = await t.app.inject({ method, url: `${API}${url}`, headers, payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json<{ data: any }>().data; // eslint-disable-line @typescript-eslint/no-explicit-any
}

let accounts = 0;

/** POST /auth/signup, then PATCH /auth/verify-account with the e-mailed code. */
async function signUpAndVerify(role: 'INDIVIDUAL' | 'ORGANIZATION'): Promise<Headers> {
  accounts += 1;
  const email = `spec.client.${String(accounts)}.${String(Date.now())}@example.com`;
  const user = await call(
    'POST',
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
    'PATCH',
    '/auth/verify-account',
    {},
    { userId: user.id, otp: await latestCode(t, email) },
  );
  expect(verified.user.verifiedEmail).toBe(email);
  return { authorization: `Bearer ${String(verified.token)}` };
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

async function specialtyInfoOf(role: Specialty, headers: Headers): Promise<Record<string, unknown>> {
  const image = async () => uploadFile(t, headers, await jpeg(40, 40));
  const profilePicture = await image();
  const reel = await uploadFile(t, headers, isoMedia('isom'), 'videos');
  const [a, b] = [await image(), await image()];
  const camera = {
    profilePicture,
    camera: 'Sony A7 IV',
    lightning: 'Aputure 300d',
    lense: '35mm',
    reels: [reel],
    portfolioPictures: [a, b],
  };
  switch (role) {
    case 'MODEL':
      return {
        profilePicture,
        gender: 'FEMALE',
        birthDate: '2000-01-01',
        nationality: 'SA',
        height: 170,
        weight: 60,
        eyeColorEnum: 'HAZEL',
        skinToneEnum: 'LIGHT',
        hairColorEnum: 'BROWN',
        dressSize: 12,
        shoeSize: 38,
        waist: 62,
        hips: 88,
        bust: 84,
        portfolioPictures: [a, b, a],
        headShots: [a, b, b],
        fullBodyShots: [a, b, a, b],
      };
    case 'VIDEOGRAPHER':
      return { ...camera, stabilizer: true };
    case 'PHOTOGRAPHER':
      return camera;
    case 'EDITOR':
      return {
        profilePicture,
        editingSoftware: true,
        colorGrading: true,
        soundEditing: false,
        visualEffects: false,
        motionGraphics: true,
        reels: [reel],
        portfolioPictures: [a, b],
      };
    case 'MUSIC_AND_SOUND_ENGINEER':
      return {
        profilePicture,
        category: ['Music Producer'],
        majorProjects: 'Riyadh Season opening night',
        preferWorkingWith: ['Event Planners & Concerts'],
        experienceHandlingHighProfileClients: true,
        wonAwards: false,
        portfolioUrl: 'https://soundcloud.com/reem',
      };
    case 'FASHION':
      return {
        profilePicture,
        category: 'Fashion Stylist',
        publications: 'Vogue Arabia',
        portfolio: 'https://reem.example.com',
        formalTrainingOrCertifications: true,
        workedWithCelebrities: false,
        certificates: [a],
        previousWork: [a, b],
        yearsOfExperience: 1,
      };
    case 'ARTIST':
      return {
        profilePicture,
        category: 'Painter',
        publications: 'Group show, Jeddah',
        previousClients: 'Hotels in AlUla',
        expertise: ['Realism / Hyperrealism', 'Portraits'],
        portfolio: 'https://art.example.com',
        previousWork: [a, b],
      };
    case 'ATHLETE':
      return {
        profilePicture,
        category: ['Professional Athlete', 'Coach / trainer'],
        AchievementsOrTitles: ['GCC 400 m champion'],
        affiliated: true,
        portfolio: 'https://athlete.example.com',
        bodyPictures: [a],
        trophiePictures: [b],
        yearsofExperience: 1,
      };
    case 'BEAUTY':
      return {
        profilePicture,
        expertise: ['Bridal Makeup', 'Film & Tv Makeup'],
        hasHighLevelExperience: true,
        protofolio: 'https://beauty.example.com',
        preferredBrands: ['Other'],
        hasFormalTraining: true,
        certificates: [a],
        previousWork: [a, b],
      };
    case 'TOURISM':
      return {
        profilePicture,
        specializations: ['Cultural Tourism', 'Historical Site Tours', 'Cultural Tourism'],
        experienceManagingTravelLogistics: true,
        currentOrMostRecentEmployer: 'Visit AlUla',
        license: true,
        otherLanguage: true,
        yearsofExperience: 1,
        certificates: [a],
      };
  }
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
      const status = await call('PATCH', '/users/onboarding', headers, {
        individualProfile: { role, ...experienceData, specialtyInfo: await specialtyInfoOf(role, headers) },
      });
      expect(status).toMatchObject({ onboardingCompleted: true, individual: { role } });
    }
  });

  it('reads the labels as codes and holdingBachelors as hasTattoos', async () => {
    const headers = await signUpAndVerify('INDIVIDUAL');
    const status = await call('PATCH', '/users/onboarding', headers, {
      individualProfile: {
        role: 'MUSIC_AND_SOUND_ENGINEER',
        ...experienceData,
        holdingBachelors: true,
        specialtyInfo: await specialtyInfoOf('MUSIC_AND_SOUND_ENGINEER', headers),
      },
    });
    expect(status.individual.specialtyInfo).toMatchObject({
      category: ['MUSIC_PRODUCER'],
      preferWorkingWith: ['EVENT_PLANNERS_CONCERTS'],
    });
    const [row] = await t.db.db
      .select({ experience: individuals.experience })
      .from(individuals)
      .where(eq(individuals.id, String(status.individual.id)));
    expect(row?.experience).toMatchObject({ hasTattoos: true });
  });

  it('posts a job, applies, chats, accepts, finishes and reviews', async () => {
    const organization = await signUpAndVerify('ORGANIZATION');
    const logo = await uploadFile(t, organization, await jpeg());
    await call('PATCH', '/users/onboarding', organization, {
      organizationProfile: {
        bio: 'A production house in Riyadh.',
        name: 'Najd Studio',
        location: 'SA',
        instagram: 'instagram.com/najd',
        tiktok: 'tiktok.com/@najd',
        website: 'najd.example.com',
        phone: '+9660501234567',
        logo,
      },
    });
    const existing = await call('POST', '/tags', organization, { title: 'Runway' });
    expect(existing).toMatchObject({ title: 'Runway' });
    const requirements = [
      { id: 1, content: 'Runway experience' },
      { id: 2, content: 'Available in October' },
      { id: 3, content: 'Comfortable with heels' },
      { id: 4, content: 'A portfolio' },
    ];
    const job = await call('POST', '/jobs', organization, {
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
    await call('PATCH', '/users/onboarding', talent, {
      individualProfile: {
        role: 'MODEL',
        ...experienceData,
        specialtyInfo: await specialtyInfoOf('MODEL', talent),
      },
    });
    await call('GET', '/jobs?filter[jobCategory]=MODEL&paginate[page]=1&paginate[limit]=15', talent);
    await call('GET', `/jobs/${String(job.id)}`, talent);
    const application = await call('POST', `/chats/${String(job.organization.id)}/messages`, talent, {
      content: 'I would love to walk in your show.',
      jobId: job.id,
      messageType: 'REQUEST',
    });
    const chats = await call('GET', '/chats?paginate[page]=1&paginate[limit]=5', organization);
    const chatId = String(chats.items[0].id);
    await call('POST', `/chats/${chatId}/messages`, organization, {
      content: 'Welcome! Can you come Monday?',
    });
    await call('GET', `/chats/${chatId}/messages?paginate[limit]=20&paginate[direction]=AFTER`, talent);
    await call('POST', `/chats/${chatId}/messages`, talent, { content: 'Yes, Monday works.' });

    const requestId = String(application.jobRequest.id);
    await call('PATCH', `/jobs/${String(job.id)}/accept`, organization, { requestId });
    await call('PATCH', `/jobs/${String(job.id)}/finish`, organization, { requestId });
    await call('POST', `/jobs/${String(job.id)}/reviews`, organization, {
      rating: 5,
      comment: 'Professional and on time.',
    });
    expect(await call('GET', '/users/me/balance', talent)).toMatchObject({
      earnings: 650,
      completedProjects: 1,
    });
  });
});
