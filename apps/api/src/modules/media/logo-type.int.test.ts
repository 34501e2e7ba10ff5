import { UPLOAD_MESSAGES } from '@casting/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, verifiedAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { isoMedia, jpeg, png, webp } from '../../../test/media-files';
import { onboardedOrganization } from '../../../test/onboarded';
import { organizationProfile, uploadFile } from '../../../test/profiles';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

describe("an organization's logo", () => {
  it('is refused at onboarding unless it was uploaded as a JPEG or PNG image', async () => {
    const account = await verifiedAccount(t, { role: 'ORGANIZATION' });
    const profile = await organizationProfile(t, account.headers);
    const onboard = (logo: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `${API}/users/onboarding`,
        headers: account.headers,
        payload: { organizationProfile: { ...profile, logo } },
      });
    for (const logo of [
      await uploadFile(t, account.headers, isoMedia('isom'), 'videos'),
      await uploadFile(t, account.headers, await webp()),
    ]) {
      const refused = await onboard(logo);
      expect(refused.statusCode, logo).toBe(400);
      expect(refused.json().message).toEqual([UPLOAD_MESSAGES.logo]);
    }
    expect((await onboard(await uploadFile(t, account.headers, await png()))).statusCode).toBe(200);
  });

  it('is refused on edit when it is the organization’s own video', async () => {
    const organization = await onboardedOrganization(t);
    const profile = await organizationProfile(t, organization.headers);
    const edit = (logo: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `${API}/organization/me`,
        headers: organization.headers,
        payload: { ...profile, logo },
      });
    const video = await edit(await uploadFile(t, organization.headers, isoMedia('qt  '), 'videos'));
    expect(video.statusCode).toBe(400);
    expect(video.json().message).toEqual([UPLOAD_MESSAGES.logo]);
    expect((await edit(await uploadFile(t, organization.headers, await jpeg()))).statusCode).toBe(200);
  });
});
