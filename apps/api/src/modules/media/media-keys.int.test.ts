import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { API, PASSWORD, verifiedAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { apply, postJob } from '../../../test/jobs';
import { experience, organizationProfile, specialtyInfo, uploadFile } from '../../../test/profiles';
import { jpeg } from '../../../test/media-files';
import { individuals } from '../../db/schema/individuals';
import { jobs } from '../../db/schema/jobs';
import { organizations } from '../../db/schema/organizations';

let t: TestApp;

afterEach(async () => {
  await t.close();
});

const KEY = /^[0-9a-f-]{36}\.(webp|mp4)$/;
const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/**
 * Talent onboarded with a different accepted shape in each media field, an organization whose
 * logo is an absolute URL from an earlier host, a job, and an application, so every response
 * that carries media has something to show.
 */
async function marketplace() {
  const organization = await verifiedAccount(t, { role: 'ORGANIZATION' });
  const profile = await organizationProfile(t, organization.headers);
  const logoKey = keyOf(profile.logo);
  const onboardedOrganization = await t.app.inject({
    method: 'PATCH',
    url: `${API}/users/onboarding`,
    headers: organization.headers,
    payload: { organizationProfile: { ...profile, logo: `http://old-host.example:8080/media/${logoKey}` } },
  });
  expect(onboardedOrganization.statusCode, onboardedOrganization.body).toBe(200);

  const talent = await verifiedAccount(t, { firstName: 'Lina', lastName: 'Saud' });
  const info = await specialtyInfo(t, talent.headers, 'MODEL');
  const [portfolio, headShot] = [info.portfolioPictures, info.headShots] as [string[], string[]];
  const profilePictureKey = keyOf(info.profilePicture as string);
  const onboardedTalent = await t.app.inject({
    method: 'PATCH',
    url: `${API}/users/onboarding`,
    headers: talent.headers,
    payload: {
      individualProfile: {
        role: 'MODEL',
        ...experience(),
        specialtyInfo: {
          ...info,
          profilePicture: profilePictureKey,
          portfolioPictures: portfolio.map((url) => `https://casting.example/media/${keyOf(url)}`),
          headShots: headShot,
        },
      },
    },
  });
  expect(onboardedTalent.statusCode, onboardedTalent.body).toBe(200);
  const individualId = onboardedTalent.json().data.individual.id as string;

  const job = await postJob(t, organization.headers);
  expect((await apply(t, talent.headers, job)).statusCode).toBe(201);
  return { organization, talent, job, individualId, logoKey, profilePictureKey };
}

async function get(url: string, headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: `${API}${url}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

for (const [configuration, env, prefix] of [
  ['by default', {}, '/media/'],
  [
    'with MEDIA_PUBLIC_URL',
    { MEDIA_PUBLIC_URL: 'https://cdn.example.net/nujoom' },
    'https://cdn.example.net/nujoom/',
  ],
] as const) {
  describe(`media kept by key, answered as URLs ${configuration}`, () => {
    it('stores only keys, whatever shape the client sent', async () => {
      t = await buildTestApp({ env });
      const { individualId, logoKey, profilePictureKey } = await marketplace();
      const [individual] = await t.db.db.select().from(individuals).where(eq(individuals.id, individualId));
      const stored = individual?.specialtyInfo ?? {};
      expect(stored.profilePicture).toBe(profilePictureKey);
      for (const field of ['portfolioPictures', 'headShots', 'fullBodyShots'])
        for (const value of stored[field] as string[]) expect(value).toMatch(KEY);
      expect(JSON.parse(individual?.card ?? '')).toMatchObject({
        profilePicture: profilePictureKey.replace('.webp', '-thumb.webp'),
      });
      const [organization] = await t.db.db.select().from(organizations);
      expect(organization?.logo).toBe(logoKey);
      const [job] = await t.db.db.select({ organizationCard: jobs.organizationCard }).from(jobs);
      expect(JSON.parse(job?.organizationCard ?? '')).toMatchObject({ logo: logoKey });
    });

    it('answers URLs in every response that carries media', async () => {
      t = await buildTestApp({ env });
      const { organization, talent, job, individualId, logoKey, profilePictureKey } = await marketplace();
      const picture = `${prefix}${profilePictureKey}`;
      const thumbnail = picture.replace('.webp', '-thumb.webp');
      const logo = `${prefix}${logoKey}`;
      const isUrl = (value: string) => value.startsWith(prefix) && KEY.test(value.slice(prefix.length));

      const profile = await get(`/individuals/${individualId}`, organization.headers);
      expect(profile.specialtyInfo.profilePicture).toBe(picture);
      for (const field of ['portfolioPictures', 'headShots', 'fullBodyShots'])
        expect((profile.specialtyInfo[field] as string[]).every(isUrl), field).toBe(true);

      const me = await get('/users/me', talent.headers);
      // Others see the age where the owner sees the birth date; the media are the same.
      const { birthDate: _own, ...ownInfo } = me.individual.specialtyInfo as Record<string, unknown>;
      const { age: _seen, ...seenInfo } = profile.specialtyInfo as Record<string, unknown>;
      expect(ownInfo).toEqual(seenInfo);
      expect((await get('/users/me', organization.headers)).organization.logo).toBe(logo);
      const login = await t.app.inject({
        method: 'POST',
        url: `${API}/auth/login`,
        payload: { email: organization.email, password: PASSWORD, role: 'ORGANIZATION' },
      });
      expect(login.json().data.user.organization.logo).toBe(logo);

      const talentList = await get('/individuals?filter[individualCategory]=MODEL', organization.headers);
      expect(talentList.items[0].profilePicture).toBe(thumbnail);
      const jobList = await get('/jobs', talent.headers);
      expect(jobList.items[0].organization.logo).toBe(logo);
      expect((await get(`/jobs/${job.id}`, talent.headers)).organization.logo).toBe(logo);

      expect((await get('/chats', talent.headers)).items[0].friend.profilePicture).toBe(logo);
      expect((await get('/chats', organization.headers)).items[0].friend.profilePicture).toBe(picture);

      // What was answered goes back in unchanged: the edit form sends the URLs it was given.
      const edit = await t.app.inject({
        method: 'PATCH',
        url: `${API}/individuals/me`,
        headers: talent.headers,
        payload: { specialtyInfo: me.individual.specialtyInfo },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect(edit.json().data.specialtyInfo).toEqual(me.individual.specialtyInfo);
      const organizationEdit = await t.app.inject({
        method: 'PATCH',
        url: `${API}/organization/me`,
        headers: organization.headers,
        payload: { ...(await organizationProfile(t, organization.headers)), logo },
      });
      expect(organizationEdit.statusCode, organizationEdit.body).toBe(200);
      expect(organizationEdit.json().data.organization.logo).toBe(logo);
    });
  });
}

describe('media references from clients', () => {
  it('refuses foreign URLs, path tricks and files of other accounts with the validation error', async () => {
    t = await buildTestApp();
    const organization = await verifiedAccount(t, { role: 'ORGANIZATION' });
    const profile = await organizationProfile(t, organization.headers);
    const key = keyOf(profile.logo);
    const stranger = await verifiedAccount(t, { role: 'ORGANIZATION' });
    const strangersKey = keyOf(await uploadFile(t, stranger.headers, await jpeg()));
    for (const logo of [
      `https://evil.example/files/${key}`,
      `https://casting.example/media/../${key}`,
      `/media/%2e%2e/${key}`,
      `https://casting.example@evil.example/media/${key}`,
      `/media/${key}?download=1`,
      `/media/${key.replace('.webp', '-thumb.webp')}`,
      strangersKey,
      `/media/${strangersKey}`,
    ]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `${API}/users/onboarding`,
        headers: organization.headers,
        payload: { organizationProfile: { ...profile, logo } },
      });
      expect(response.statusCode, logo).toBe(400);
      expect(response.json(), logo).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: ['Please use files you uploaded yourself.'],
      });
    }
  });

  it('refuses a specialty media field that is no media reference with the field message', async () => {
    t = await buildTestApp();
    const talent = await verifiedAccount(t);
    const info = await specialtyInfo(t, talent.headers, 'PHOTOGRAPHER');
    const key = keyOf(info.profilePicture as string);
    for (const profilePicture of [`/media/../${key}`, `/uploads/${key}`, `//evil.example/media/${key}`]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `${API}/users/onboarding`,
        headers: talent.headers,
        payload: {
          individualProfile: {
            role: 'PHOTOGRAPHER',
            ...experience(),
            specialtyInfo: { ...info, profilePicture },
          },
        },
      });
      expect(response.statusCode, profilePicture).toBe(400);
      expect(response.json().message, profilePicture).toEqual(['Please select a valid image file.']);
    }
  });
});
