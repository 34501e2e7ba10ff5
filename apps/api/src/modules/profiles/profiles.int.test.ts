import { ageOn, SPECIALTIES } from '@casting/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import { organizationProfile, specialtyInfo, uploadImages } from '../../../test/profiles';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers });
const patchMe = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `${API}/individuals/me`, headers, payload });

describe('reading a talent profile', () => {
  it('shows the profile without e-mail, token or account internals', async () => {
    const talent = await onboardedTalent(t, 'MODEL');
    const viewer = await onboardedOrganization(t);
    const response = await get(`/individuals/${talent.individualId}`, viewer.headers);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Record<string, unknown>;
    expect(data).toMatchObject({
      id: talent.individualId,
      role: 'MODEL',
      fullName: 'Noura Alharbi',
      projectsCompleted: 0,
    });
    const text = JSON.stringify(data);
    expect(text).not.toContain(talent.email);
    expect(text).not.toContain(talent.token);
    expect(Object.keys(data)).not.toEqual(expect.arrayContaining(['email', 'passwordHash', 'userId']));
  });

  it("shows others a model's age, never the birth date, and the owner the date", async () => {
    const talent = await onboardedTalent(t, 'MODEL');
    const viewer = await onboardedOrganization(t);
    const own = (await get(`/individuals/${talent.individualId}`, talent.headers)).json().data.specialtyInfo;
    expect(own.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const seen = (await get(`/individuals/${talent.individualId}`, viewer.headers)).json().data;
    expect(seen.specialtyInfo.birthDate).toBeUndefined();
    expect(seen.specialtyInfo.age).toBe(
      ageOn(own.birthDate as string, new Date().toISOString().slice(0, 10)),
    );
    expect(JSON.stringify(seen)).not.toContain(own.birthDate as string);
  });

  it('hides a hidden profile from others (404) and keeps it visible to its owner', async () => {
    const talent = await onboardedTalent(t);
    const viewer = await onboardedOrganization(t);
    expect((await patchMe(talent.headers, { isVisible: false })).statusCode).toBe(200);
    expect((await get(`/individuals/${talent.individualId}`, viewer.headers)).statusCode).toBe(404);
    expect((await get(`/individuals/${talent.individualId}/stars`, viewer.headers)).statusCode).toBe(404);
    expect((await get(`/individuals/${talent.individualId}`, talent.headers)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const viewer = await onboardedOrganization(t);
    expect((await get(`/individuals/${crypto.randomUUID()}`, viewer.headers)).statusCode).toBe(404);
    expect((await get('/individuals/not-an-id', viewer.headers)).statusCode).toBe(404);
  });

  it('gives 0 stars and no reviews to new talent', async () => {
    const talent = await onboardedTalent(t);
    expect((await get(`/individuals/${talent.individualId}/stars`, talent.headers)).json().data).toEqual({
      stars: 0,
      reviewCount: 0,
    });
    expect((await get(`/individuals/${talent.individualId}/reviews`, talent.headers)).json().data).toEqual({
      reviews: [],
    });
  });

  it('needs a session', async () => {
    const talent = await onboardedTalent(t);
    expect((await get(`/individuals/${talent.individualId}`, {})).statusCode).toBe(401);
  });
});

describe('editing a talent profile', () => {
  it('saves bio, visibility and work experience', async () => {
    const talent = await onboardedTalent(t);
    const response = await patchMe(talent.headers, {
      bio: '  New bio.  ',
      isVisible: false,
      workExperience: [
        { title: 'Director of photography', company: 'Najd', startDate: '2021-02-01', untilNow: true },
        { title: 'Assistant', company: 'Studio', startDate: '2019-01-01', endDate: '2020-12-31' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      bio: 'New bio.',
      isVisible: false,
      workExperience: [
        { title: 'Director of photography', endDate: null },
        { title: 'Assistant', endDate: '2020-12-31' },
      ],
    });
  });

  it('holds work experience to its date rules, with the profile wording', async () => {
    const talent = await onboardedTalent(t);
    const cases = [
      [
        { title: 'A', company: 'B', startDate: '2022-01-01', endDate: '2021-01-01' },
        'Start date must be before the end date.',
      ],
      [
        { title: 'A', company: 'B', startDate: '2022-01-01' },
        "End date is required if 'Until Now' is not checked",
      ],
      [{ title: 'A', company: 'B', endDate: '2022-01-01' }, 'Start date is required'],
      [
        { title: 'A', company: 'B', startDate: '1949-06-01', untilNow: true },
        'Start date must be between 1950 and five years from today.',
      ],
      [
        { title: 'A', company: 'B', startDate: '2020-01-01', endDate: '2999-01-01' },
        'End date must be between 1950 and five years from today.',
      ],
    ] as const;
    for (const [entry, message] of cases) {
      const response = await patchMe(talent.headers, { workExperience: [entry] });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await patchMe(talent.headers, { workExperience: [] })).statusCode).toBe(400);
  });

  it('never changes names or the specialty here (PATCH /users/me/name changes names)', async () => {
    const talent = await onboardedTalent(t);
    expect((await patchMe(talent.headers, { firstName: 'Other' })).statusCode).toBe(400);
    expect((await patchMe(talent.headers, { fullName: 'Other Person' })).statusCode).toBe(400);
    const changeRole = await patchMe(talent.headers, { role: 'MODEL' });
    expect(changeRole.statusCode).toBe(409);
    expect(
      (await patchMe(talent.headers, { role: 'PHOTOGRAPHER', bio: 'Same role is fine.' })).statusCode,
    ).toBe(200);
  });

  it('lets every specialty edit its specialty info (issue 36: the right to correct)', async () => {
    for (const role of SPECIALTIES) {
      const talent = await onboardedTalent(t, role);
      const info = await specialtyInfo(t, talent.headers, role);
      const response = await patchMe(talent.headers, { specialtyInfo: info });
      expect(response.statusCode, `${role}: ${response.body}`).toBe(200);
    }
  });

  it('checks specialty info with the onboarding rules, up to the editor slots', async () => {
    const talent = await onboardedTalent(t, 'MODEL');
    const info = await specialtyInfo(t, talent.headers, 'MODEL');
    const four = await uploadImages(t, talent.headers, 4);
    expect(
      (await patchMe(talent.headers, { specialtyInfo: { ...info, headShots: four.slice(0, 3) } })).statusCode,
    ).toBe(200);
    expect((await patchMe(talent.headers, { specialtyInfo: { ...info, headShots: four } })).statusCode).toBe(
      400,
    );
    expect((await patchMe(talent.headers, { specialtyInfo: { ...info, height: 250 } })).statusCode).toBe(400);
    expect((await patchMe(talent.headers, { specialtyInfo: { ...info, extra: 1 } })).statusCode).toBe(400);
  });

  it("cannot use another account's uploads", async () => {
    const other = await onboardedTalent(t, 'EDITOR');
    const [theirs] = await uploadImages(t, other.headers, 1);
    const talent = await onboardedTalent(t, 'EDITOR');
    const info = await specialtyInfo(t, talent.headers, 'EDITOR');
    expect(
      (await patchMe(talent.headers, { specialtyInfo: { ...info, profilePicture: theirs } })).statusCode,
    ).toBe(400);
  });

  it('edits only the caller: an organization has no talent profile to edit', async () => {
    const organization = await onboardedOrganization(t);
    expect((await patchMe(organization.headers, { bio: 'x' })).statusCode).toBe(403);
  });
});

describe('editing an organization', () => {
  it('saves every field, and refuses an empty one', async () => {
    const organization = await onboardedOrganization(t);
    const profile = { ...(await organizationProfile(t, organization.headers)), name: 'Najd Studio Two' };
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${API}/organization/me`,
      headers: organization.headers,
      payload: profile,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.organization).toMatchObject({ name: 'Najd Studio Two' });
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `${API}/organization/me`,
      headers: organization.headers,
      payload: { ...profile, bio: ' ' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses protocol-relative links', async () => {
    const organization = await onboardedOrganization(t);
    const profile = await organizationProfile(t, organization.headers);
    for (const [field, message] of [
      ['website', 'Please enter a valid website URL.'],
      ['instagram', 'Please enter a valid Instagram URL.'],
    ] as const) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `${API}/organization/me`,
        headers: organization.headers,
        payload: { ...profile, [field]: field === 'website' ? '//evil.example' : '//instagram.com/najd' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual([message]);
    }
  });

  it('is refused to talent', async () => {
    const talent = await onboardedTalent(t);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${API}/organization/me`,
      headers: talent.headers,
      payload: await organizationProfile(t, talent.headers),
    });
    expect(response.statusCode).toBe(403);
  });
});
