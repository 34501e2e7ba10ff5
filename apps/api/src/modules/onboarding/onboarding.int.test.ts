import { SPECIALTIES, type Specialty } from '@casting/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, latestCode, PASSWORD, signup, verifiedAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { experience, organizationProfile, specialtyInfo, uploadImages } from '../../../test/profiles';
import { individuals } from '../../db/schema/individuals';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

function onboard(headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'PATCH', url: `${API}/users/onboarding`, payload, headers });
}

async function individualPayload(
  headers: Record<string, string>,
  role: Specialty,
  info: Record<string, unknown> = {},
) {
  return {
    individualProfile: {
      role,
      ...experience(),
      specialtyInfo: { ...(await specialtyInfo(t, headers, role)), ...info },
    },
  };
}

function messages(response: { json: () => unknown }): string[] {
  return (response.json() as { message: string[] }).message;
}

describe('onboarding talent', () => {
  for (const role of SPECIALTIES) {
    it(`creates a ${role} profile and completes onboarding`, async () => {
      const { headers } = await verifiedAccount(t);
      const response = await onboard(headers, await individualPayload(headers, role));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        onboardingCompleted: true,
        individual: { role, isVisible: true },
      });
    });
  }

  it('keeps the years of experience the person gave instead of a fixed 1', async () => {
    const { headers, userId } = await verifiedAccount(t);
    await onboard(headers, await individualPayload(headers, 'FASHION'));
    const [row] = await t.db.db.select().from(individuals).where(eq(individuals.userId, userId));
    expect(row?.specialtyInfo).toMatchObject({ yearsOfExperience: 8 });
  });

  it('refuses a second onboarding with NOT_ALLOWED', async () => {
    const { headers } = await verifiedAccount(t);
    const payload = await individualPayload(headers, 'PHOTOGRAPHER');
    expect((await onboard(headers, payload)).statusCode).toBe(200);
    const again = await onboard(headers, payload);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOT_ALLOWED' });
  });

  it('refuses an organization profile from a talent account, and the reverse', async () => {
    const talent = await verifiedAccount(t);
    expect(
      (await onboard(talent.headers, { organizationProfile: await organizationProfile(t, talent.headers) }))
        .statusCode,
    ).toBe(403);
    const organization = await verifiedAccount(t, { role: 'ORGANIZATION' });
    expect(
      (await onboard(organization.headers, await individualPayload(organization.headers, 'EDITOR')))
        .statusCode,
    ).toBe(403);
  });

  it('refuses an account whose e-mail is not verified', async () => {
    const { email } = await signup(t);
    await latestCode(t, email);
    const login = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { email, password: PASSWORD, role: 'INDIVIDUAL' },
    });
    const headers = { authorization: `Bearer ${login.json().data.token as string}` };
    const response = await onboard(headers, { individualProfile: { role: 'MODEL' } });
    expect([400, 403]).toContain(response.statusCode);
  });

  it('refuses fields the client may not set (mass assignment)', async () => {
    const { headers } = await verifiedAccount(t);
    const base = await individualPayload(headers, 'PHOTOGRAPHER');
    for (const payload of [
      { ...base, onboardingCompleted: true },
      { individualProfile: { ...base.individualProfile, isVisible: false } },
      { individualProfile: { ...base.individualProfile, userId: crypto.randomUUID() } },
      {
        individualProfile: {
          ...base.individualProfile,
          specialtyInfo: { ...base.individualProfile.specialtyInfo, verified: true },
        },
      },
    ]) {
      expect((await onboard(headers, payload)).statusCode).toBe(400);
    }
  });

  it('refuses media another account uploaded', async () => {
    const other = await verifiedAccount(t);
    const [theirs] = await uploadImages(t, other.headers, 1);
    const { headers } = await verifiedAccount(t);
    const response = await onboard(
      headers,
      await individualPayload(headers, 'TOURISM', { profilePicture: theirs }),
    );
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual(['Please use files you uploaded yourself.']);
  });

  it('refuses links that are not our media', async () => {
    const { headers } = await verifiedAccount(t);
    const response = await onboard(
      headers,
      await individualPayload(headers, 'TOURISM', {
        profilePicture: 'https://evil.example/media/0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b.webp',
      }),
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('the model rules', () => {
  const today = () => new Date();
  const isoYearsAgo = (years: number, dayShift = 0) => {
    const date = today();
    date.setUTCFullYear(date.getUTCFullYear() - years);
    date.setUTCDate(date.getUTCDate() + dayShift);
    return date.toISOString().slice(0, 10);
  };

  it('accepts a model who turns 18 today and refuses one a day younger', async () => {
    const adult = await verifiedAccount(t);
    const ok = await onboard(
      adult.headers,
      await individualPayload(adult.headers, 'MODEL', { birthDate: isoYearsAgo(18) }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const minor = await verifiedAccount(t);
    const refused = await onboard(
      minor.headers,
      await individualPayload(minor.headers, 'MODEL', { birthDate: isoYearsAgo(18, 1) }),
    );
    expect(refused.statusCode).toBe(400);
    expect(messages(refused)).toEqual(['Please enter a valid age.']);
  });

  it('holds measurements to ranges that fit real adults, and keeps taking the spec’s values', async () => {
    const { headers } = await verifiedAccount(t);
    for (const [field, value] of [
      ['height', 139],
      ['height', 201],
      ['weight', 34],
      ['bust', 141],
      ['hips', 49],
      ['waist', 44],
      ['dressSize', 3],
      ['dressSize', 30],
      ['shoeSize', 51],
    ] as const) {
      const response = await onboard(headers, await individualPayload(headers, 'MODEL', { [field]: value }));
      expect(response.statusCode, `${field}=${value}`).toBe(400);
    }
    const spec = await onboard(
      headers,
      await individualPayload(headers, 'MODEL', {
        weight: 60,
        bust: 90,
        hips: 50,
        waist: 50,
        dressSize: 11,
        shoeSize: 20,
      }),
    );
    expect(spec.statusCode, spec.body).toBe(200);
    const other = await verifiedAccount(t);
    const real = await onboard(
      other.headers,
      await individualPayload(other.headers, 'MODEL', {
        gender: 'MALE',
        weight: 95,
        bust: 118,
        waist: 100,
        hips: 110,
        dressSize: 54,
      }),
    );
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json().data.individual.specialtyInfo).toMatchObject({ weight: 95, bust: 118, dressSize: 54 });
  });

  it('refuses values outside the enumerations', async () => {
    const { headers } = await verifiedAccount(t);
    for (const info of [{ gender: 'ROBOT' }, { eyeColorEnum: 'PURPLE' }, { nationality: 'XX' }]) {
      expect((await onboard(headers, await individualPayload(headers, 'MODEL', info))).statusCode).toBe(400);
    }
  });
});

describe('selections and links', () => {
  it('allows at most 3 artist styles and athlete categories, with the spec message', async () => {
    const artist = await verifiedAccount(t);
    const styles = ['PORTRAITS', 'ABSTRACT_EXPRESSIONISM', 'SURREALISM_FANTASY', 'DIGITAL_ART_NFT_CREATION'];
    const tooMany = await onboard(
      artist.headers,
      await individualPayload(artist.headers, 'ARTIST', { expertise: styles }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(messages(tooMany)).toContain('You can select up to 3 options.');
    const athlete = await verifiedAccount(t);
    const categories = ['PROFESSIONAL_ATHLETE', 'COACH_TRAINER', 'FITNESS_BLOGGER', 'BODY_BUILDER'];
    const refused = await onboard(
      athlete.headers,
      await individualPayload(athlete.headers, 'ATHLETE', { category: categories }),
    );
    expect(refused.statusCode).toBe(400);
  });

  it('removes duplicates from multi-select lists before counting', async () => {
    const { headers, userId } = await verifiedAccount(t);
    const response = await onboard(
      headers,
      await individualPayload(headers, 'BEAUTY', {
        expertise: ['BRIDAL_MAKEUP', 'RUNWAY_MAKEUP', 'BRIDAL_MAKEUP'],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.db.select().from(individuals).where(eq(individuals.userId, userId));
    expect(row?.specialtyInfo.expertise).toEqual(['BRIDAL_MAKEUP', 'RUNWAY_MAKEUP']);
  });

  it('accepts only http(s) links on the right hosts', async () => {
    const { headers } = await verifiedAccount(t);
    const profile = await organizationProfile(t, headers);
    for (const bad of [
      { instagram: 'https://instagram.com.evil.io/x' },
      { instagram: 'https://evil.io/instagram.com' },
      { tiktok: 'javascript:alert(1)//tiktok.com' },
      { website: 'javascript:alert(1)' },
      { website: 'data:text/html,hi' },
    ]) {
      const response = await onboard(headers, { organizationProfile: { ...profile, ...bad } });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const music = await verifiedAccount(t);
    const badPortfolio = await onboard(
      music.headers,
      await individualPayload(music.headers, 'MUSIC_AND_SOUND_ENGINEER', {
        portfolioUrl: 'javascript:alert(1)',
      }),
    );
    expect(messages(badPortfolio)).toContain('Please enter a valid URL or email address.');
  });
});

describe('onboarding an organization', () => {
  it('creates the organization with https:// added to bare links', async () => {
    const { headers } = await verifiedAccount(t, { role: 'ORGANIZATION' });
    const response = await onboard(headers, { organizationProfile: await organizationProfile(t, headers) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      onboardingCompleted: true,
      organization: {
        name: 'Najd Studio',
        instagram: 'https://instagram.com/najd',
        website: 'https://najd.example.com/',
        phone: '+966512345678',
      },
    });
  });

  it('refuses a short name with the spec message', async () => {
    const { headers } = await verifiedAccount(t, { role: 'ORGANIZATION' });
    const response = await onboard(headers, {
      organizationProfile: { ...(await organizationProfile(t, headers)), name: 'AB' },
    });
    expect(messages(response)).toContain('Name should be at least 3 characters long.');
  });
});
