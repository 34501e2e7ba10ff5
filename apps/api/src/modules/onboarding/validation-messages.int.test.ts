import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, PASSWORD, uniqueEmail, verifiedAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { experience, organizationProfile, specialtyInfo } from '../../../test/profiles';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

async function onboardingMessages(headers: Record<string, string>, payload: object): Promise<string[]> {
  const response = await t.app.inject({ method: 'PATCH', url: `${API}/users/onboarding`, payload, headers });
  expect(response.statusCode, response.body).toBe(400);
  return response.json<{ message: string[] }>().message;
}

describe('validation messages name the field and the problem', () => {
  it('names a misspelled or unknown field of a talent profile', async () => {
    const { headers } = await verifiedAccount(t);
    const info = await specialtyInfo(t, headers, 'MODEL');
    const profile = { role: 'MODEL', ...experience(), specialtyInfo: info };
    expect(
      await onboardingMessages(headers, { individualProfile: { ...profile, favouriteColour: 'teal' } }),
    ).toEqual(['Unknown field: favouriteColour.']);
    expect(
      await onboardingMessages(headers, {
        individualProfile: { ...profile, specialtyInfo: { ...info, eyeColour: 'BLUE' } },
      }),
    ).toEqual(['Unknown field: eyeColour.']);
  });

  it("checks a talent profile against its role's schema, with that specialty's messages", async () => {
    const { headers } = await verifiedAccount(t);
    const info = await specialtyInfo(t, headers, 'ARTIST');
    const messages = await onboardingMessages(headers, {
      individualProfile: {
        role: 'ARTIST',
        ...experience(),
        specialtyInfo: {
          ...info,
          publications: '',
          expertise: ['PORTRAITS', 'ABSTRACT_EXPRESSIONISM', 'SURREALISM_FANTASY', 'REALISM_HYPERREALISM'],
        },
      },
    });
    expect(messages).toEqual(['Publications is required.', 'You can select up to 3 options.']);
  });

  it('names the roles when the role is not a specialty', async () => {
    const { headers } = await verifiedAccount(t);
    expect(
      await onboardingMessages(headers, { individualProfile: { role: 'DANCER', ...experience() } }),
    ).toEqual([
      'Role must be one of MODEL, VIDEOGRAPHER, PHOTOGRAPHER, EDITOR, TOURISM, BEAUTY, ATHLETE, ARTIST, FASHION, MUSIC_AND_SOUND_ENGINEER.',
    ]);
  });

  it('asks for one profile when the body has none, and names an unknown top-level field', async () => {
    const { headers } = await verifiedAccount(t);
    expect(await onboardingMessages(headers, {})).toEqual([
      'Send either individualProfile or organizationProfile.',
    ]);
    expect(await onboardingMessages(headers, { profile: {} })).toEqual([
      'Unknown field: profile.',
      'Send either individualProfile or organizationProfile.',
    ]);
  });

  it("gives an organization profile's own messages", async () => {
    const { headers } = await verifiedAccount(t, { role: 'ORGANIZATION' });
    const profile = await organizationProfile(t, headers);
    expect(
      await onboardingMessages(headers, { organizationProfile: { ...profile, name: 'AB', fax: '1' } }),
    ).toEqual(['Name should be at least 3 characters long.', 'Unknown field: fax.']);
    expect(await onboardingMessages(headers, { organizationProfile: { ...profile, name: 'AB' } })).toEqual([
      'Name should be at least 3 characters long.',
    ]);
  });

  it('names unknown fields on every strict body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/signup`,
      payload: {
        firstName: 'Sara',
        lastName: 'Nasser',
        email: uniqueEmail(),
        password: PASSWORD,
        role: 'INDIVIDUAL',
        favouriteColour: 'teal',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: ['Unknown field: favouriteColour.'],
    });
  });

  it('names the problem of the closest option when a body may take two forms', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${API}/auth/forgot-password`,
      payload: { email: uniqueEmail(), favouriteColour: 'teal' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: ['Unknown field: favouriteColour.'] });
  });
});
