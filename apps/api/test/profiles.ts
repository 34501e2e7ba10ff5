import type { Specialty } from '@casting/contract';
import type { TestApp } from './build-test-app';
import { API } from './accounts';
import { isoMedia, jpeg, multipart } from './media-files';

export async function uploadFile(
  t: TestApp,
  headers: Record<string, string>,
  file: Buffer,
  endpoint: 'images' | 'videos' | 'documents' = 'images',
): Promise<string> {
  const body = multipart(file);
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/upload/${endpoint}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<{ data: string }>().data;
}

export async function uploadImages(
  t: TestApp,
  headers: Record<string, string>,
  count: number,
): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < count; i += 1) urls.push(await uploadFile(t, headers, await jpeg(32 + i, 32)));
  return urls;
}

export function experience(overrides: Record<string, unknown> = {}) {
  return {
    bio: 'Editorial work across the Gulf for eight years.',
    socialAccount: 'instagram.com/someone',
    yearsOfExperience: 8,
    availableForTravel: true,
    legallyWorking: true,
    hasTattoos: false,
    workExperience: [
      { title: 'Lead', company: 'Studio One', startDate: '2020-01-01', endDate: '2023-06-30' },
    ],
    ...overrides,
  };
}

/** A valid specialty info for each specialty, made of the caller's own uploads. */
export async function specialtyInfo(
  t: TestApp,
  headers: Record<string, string>,
  role: Specialty,
): Promise<Record<string, unknown>> {
  const [profilePicture, a, b] = await uploadImages(t, headers, 3);
  const reel = await uploadFile(t, headers, isoMedia('isom'), 'videos');
  const camera = {
    camera: 'Sony A7 IV',
    lightning: 'Aputure 300d',
    lense: '35mm f/1.4',
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
        height: 172,
        weight: 60,
        eyeColorEnum: 'BROWN',
        skinToneEnum: 'MEDIUM',
        hairColorEnum: 'BLACK',
        dressSize: 12,
        shoeSize: 38,
        waist: 62,
        hips: 88,
        bust: 84,
        portfolioPictures: [a],
        headShots: [b],
        fullBodyShots: [a],
      };
    case 'VIDEOGRAPHER':
      return { profilePicture, ...camera, stabilizer: true };
    case 'PHOTOGRAPHER':
      return { profilePicture, ...camera };
    case 'EDITOR':
      return {
        profilePicture,
        editingSoftware: true,
        colorGrading: true,
        soundEditing: false,
        visualEffects: true,
        motionGraphics: false,
        reels: [reel],
        portfolioPictures: [a, b],
      };
    case 'MUSIC_AND_SOUND_ENGINEER':
      return {
        profilePicture,
        category: ['SOUND_ENGINEER'],
        majorProjects: 'Riyadh Season opening night',
        preferWorkingWith: ['EVENT_PLANNERS_CONCERTS'],
        experienceHandlingHighProfileClients: true,
        wonAwards: false,
        portfolioUrl: 'soundcloud.com/someone',
      };
    case 'FASHION':
      return {
        profilePicture,
        category: 'FASHION_STYLIST',
        publications: 'Vogue Arabia',
        portfolio: 'https://portfolio.example.com',
        formalTrainingOrCertifications: true,
        workedWithCelebrities: false,
        certificates: [a],
        previousWork: [a, b],
      };
    case 'ARTIST':
      return {
        profilePicture,
        category: 'PAINTER',
        publications: 'Group show, Jeddah 2024',
        previousClients: 'Hotels in AlUla',
        expertise: ['PORTRAITS'],
        portfolio: 'https://art.example.com',
        previousWork: [a, b],
      };
    case 'ATHLETE':
      return {
        profilePicture,
        category: ['PROFESSIONAL_ATHLETE'],
        AchievementsOrTitles: ['GCC 400 m champion'],
        affiliated: true,
        portfolio: 'https://athlete.example.com',
        bodyPictures: [a],
        trophiePictures: [b],
      };
    case 'BEAUTY':
      return {
        profilePicture,
        expertise: ['BRIDAL_MAKEUP'],
        hasHighLevelExperience: true,
        protofolio: 'https://beauty.example.com',
        preferredBrands: ['OTHER'],
        hasFormalTraining: true,
        certificates: [a],
        previousWork: [a, b],
      };
    case 'TOURISM':
      return {
        profilePicture,
        specializations: ['CULTURAL_TOURISM'],
        experienceManagingTravelLogistics: true,
        currentOrMostRecentEmployer: 'Visit AlUla',
        license: true,
        otherLanguage: true,
        certificates: [a],
      };
  }
}

export async function organizationProfile(t: TestApp, headers: Record<string, string>) {
  const logo = await uploadFile(t, headers, await jpeg());
  return {
    bio: 'A production house in Riyadh.',
    name: 'Najd Studio',
    location: 'SA',
    instagram: 'instagram.com/najd',
    tiktok: 'https://www.tiktok.com/@najd',
    website: 'najd.example.com',
    phone: '+966512345678',
    logo,
  };
}
