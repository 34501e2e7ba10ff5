import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, verifiedAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import { organizationProfile } from '../../../test/profiles';
import { organizations } from '../../db/schema/organizations';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

async function onboardOrganization(phone: string) {
  const account = await verifiedAccount(t, { role: 'ORGANIZATION' });
  const response = await t.app.inject({
    method: 'PATCH',
    url: `${API}/users/onboarding`,
    headers: account.headers,
    payload: { organizationProfile: { ...(await organizationProfile(t, account.headers)), phone } },
  });
  return { account, response };
}

async function storedPhone(userId: string) {
  const [row] = await t.db.db
    .select({ phone: organizations.phone })
    .from(organizations)
    .where(eq(organizations.userId, userId));
  return row?.phone;
}

describe('phone numbers', () => {
  it('stores E.164 without the national trunk prefix: +966 with 0501234567 is +966501234567', async () => {
    const { account, response } = await onboardOrganization('+9660501234567');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { organization: { phone: '+966501234567' } } });
    expect(await storedPhone(account.userId)).toBe('+966501234567');
  });

  it('sends the phone formatted for reading too, so the web shows it without phone metadata', async () => {
    const { response } = await onboardOrganization('+9660501234567');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: { organization: { phone: '+966501234567', formattedPhone: '+966 50 123 4567' } },
    });
  });

  it('refuses a number that is not valid for its country, naming the country', async () => {
    const { response } = await onboardOrganization('+96605012');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: ['Please enter a valid phone number for Saudi Arabia.'],
    });
  });

  it('normalizes the phone on edit too', async () => {
    const organization = await onboardedOrganization(t);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${API}/organization/me`,
      headers: organization.headers,
      payload: { ...(await organizationProfile(t, organization.headers)), phone: '+20 010 1234 5678' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedPhone(organization.userId)).toBe('+201012345678');
  });

  it('answers E.164 for a phone stored with its trunk prefix before normalization', async () => {
    const organization = await onboardedOrganization(t);
    await t.db.db
      .update(organizations)
      .set({ phone: '+9660501234567' })
      .where(eq(organizations.userId, organization.userId));
    const me = await t.app.inject({ method: 'GET', url: `${API}/users/me`, headers: organization.headers });
    expect(me.json()).toMatchObject({ data: { organization: { phone: '+966501234567' } } });

    const job = await postJob(t, organization.headers);
    const talent = await onboardedTalent(t);
    const detail = await t.app.inject({
      method: 'GET',
      url: `${API}/jobs/${job.id}`,
      headers: talent.headers,
    });
    expect(detail.json()).toMatchObject({ data: { organization: { phone: '+966501234567' } } });
  });
});
