import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, verifiedAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { organizationProfile } from '../../../test/profiles';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

type Headers = Record<string, string>;

function onboard(headers: Headers, organizationProfile: object, language = 'en') {
  return t.app.inject({
    method: 'PATCH',
    url: `${API}/users/onboarding`,
    payload: { organizationProfile },
    headers: { ...headers, 'accept-language': language },
  });
}

function edit(headers: Headers, payload: object) {
  return t.app.inject({ method: 'PATCH', url: `${API}/organization/me`, payload, headers });
}

async function me(headers: Headers) {
  return (await t.app.inject({ method: 'GET', url: `${API}/users/me`, headers })).json().data.organization;
}

describe('an organization profile (issue 31)', () => {
  it('is created without social links, which read as empty strings', async () => {
    const { headers } = await verifiedAccount(t, { role: 'ORGANIZATION' });
    const { instagram: _i, tiktok: _t, website: _w, ...profile } = await organizationProfile(t, headers);
    const response = await onboard(headers, { ...profile, website: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await me(headers)).toMatchObject({ instagram: '', tiktok: '', website: '', city: null });
  });

  it('names the missing field, in the caller’s language', async () => {
    const { headers } = await verifiedAccount(t, { role: 'ORGANIZATION' });
    const { bio: _bio, ...withoutBio } = await organizationProfile(t, headers);
    const english = await onboard(headers, withoutBio);
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toEqual(['Bio is required.']);
    const { logo: _logo, ...withoutLogo } = await organizationProfile(t, headers);
    expect((await onboard(headers, withoutLogo, 'ar')).json().message).toEqual(['يُرجى رفع الشعار.']);
  });

  it('stores the city, answers it, and keeps it when an edit leaves it out', async () => {
    const { headers } = await verifiedAccount(t, { role: 'ORGANIZATION' });
    const profile = await organizationProfile(t, headers);
    expect((await onboard(headers, { ...profile, city: 'JEDDAH' })).json().data.organization.city).toBe(
      'JEDDAH',
    );
    expect(await me(headers)).toMatchObject({ city: 'JEDDAH' });

    const moved = await edit(headers, { ...profile, city: 'ALULA', instagram: '' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.organization).toMatchObject({ city: 'ALULA', instagram: '' });

    // A client written from the spec sends no city: the stored one stays.
    const spec = await edit(headers, profile);
    expect(spec.statusCode, spec.body).toBe(200);
    expect(await me(headers)).toMatchObject({ city: 'ALULA', instagram: 'https://instagram.com/najd' });
  });

  it('refuses a city that is not on the list', async () => {
    const { headers } = await verifiedAccount(t, { role: 'ORGANIZATION' });
    const response = await onboard(headers, { ...(await organizationProfile(t, headers)), city: 'Jeddah' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['Please select a city.']);
  });
});
