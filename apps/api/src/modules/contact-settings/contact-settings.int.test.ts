import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema/organizations';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/hiring';
import { apply, postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';

type Headers = Record<string, string>;

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const NOT_ACCEPTING = 'This talent is not accepting messages from you';

function choose(headers: Headers, whoCanContact: string) {
  return call(t, 'PUT', '/users/me/contact-settings', headers, { whoCanContact });
}

async function canContact(headers: Headers, individualId: string): Promise<boolean> {
  return (await call(t, 'GET', `/individuals/${individualId}`, headers)).json<{
    data: { canContact: boolean };
  }>().data.canContact;
}

async function verify(organizationId: string) {
  await t.db.db.update(organizations).set({ verified: true }).where(eq(organizations.id, organizationId));
}

describe('who can contact a talent', () => {
  it('is everyone by default, saved by the talent, and not the organization’s to choose', async () => {
    const talent = await onboardedTalent(t);
    const organization = await onboardedOrganization(t);
    expect((await call(t, 'GET', '/users/me/contact-settings', talent.headers)).json().data).toEqual({
      whoCanContact: 'EVERYONE',
    });
    const saved = await choose(talent.headers, 'VERIFIED_ORGANIZATIONS');
    expect(saved.json().data).toEqual({ whoCanContact: 'VERIFIED_ORGANIZATIONS' });
    expect((await call(t, 'GET', '/users/me/contact-settings', talent.headers)).json().data).toEqual({
      whoCanContact: 'VERIFIED_ORGANIZATIONS',
    });
    const wrong = await choose(talent.headers, 'FRIENDS');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toEqual(['Please choose who can contact you.']);
    const byOrganization = await choose(organization.headers, 'EVERYONE');
    expect(byOrganization.statusCode).toBe(403);
    expect(byOrganization.json().message).toBe('Only talent chooses who can contact them.');
  });

  it('verified organizations only: others are refused a chat and an invitation, and told so on the profile', async () => {
    const talent = await onboardedTalent(t, 'MODEL');
    const organization = await onboardedOrganization(t);
    const verified = await onboardedOrganization(t);
    await verify(verified.organizationId);
    const job = await postJob(t, organization.headers);
    const verifiedJob = await postJob(t, verified.headers);
    expect(await canContact(organization.headers, talent.individualId)).toBe(true);
    await choose(talent.headers, 'VERIFIED_ORGANIZATIONS');

    expect(await canContact(organization.headers, talent.individualId)).toBe(false);
    const chat = await call(t, 'POST', '/chats', organization.headers, { individualId: talent.individualId });
    expect(chat.statusCode).toBe(403);
    expect(chat.json().message).toBe(NOT_ACCEPTING);
    const arabic = await call(
      t,
      'POST',
      '/chats',
      { ...organization.headers, 'accept-language': 'ar' },
      {
        individualId: talent.individualId,
      },
    );
    expect(arabic.json().message).toBe('هذه الموهبة لا تستقبل رسائل منك');
    const invitation = await call(t, 'POST', `/jobs/${job.id}/invitations`, organization.headers, {
      individualId: talent.individualId,
    });
    expect(invitation.statusCode).toBe(403);
    expect(invitation.json().message).toBe(NOT_ACCEPTING);

    expect(await canContact(verified.headers, talent.individualId)).toBe(true);
    expect(
      (await call(t, 'POST', '/chats', verified.headers, { individualId: talent.individualId })).statusCode,
    ).toBe(200);
    const verifiedInvitation = await call(
      t,
      'POST',
      `/jobs/${verifiedJob.id}/invitations`,
      verified.headers,
      {
        individualId: talent.individualId,
      },
    );
    expect(verifiedInvitation.statusCode).toBe(201);
    expect(await canContact(talent.headers, talent.individualId)).toBe(false);
  });

  it('only organizations the talent applied to: applying opens the door, an existing chat stays open', async () => {
    const talent = await onboardedTalent(t, 'MODEL');
    const organization = await onboardedOrganization(t);
    const earlier = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const chatId = (
      await call(t, 'POST', '/chats', earlier.headers, { individualId: talent.individualId })
    ).json().data.id as string;
    await choose(talent.headers, 'APPLIED_ONLY');
    expect(await canContact(organization.headers, talent.individualId)).toBe(false);
    expect(
      (await call(t, 'POST', '/chats', organization.headers, { individualId: talent.individualId }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'POST', `/chats/${chatId}/messages`, earlier.headers, { content: 'Hi' })).statusCode,
    ).toBe(201);

    expect((await apply(t, talent.headers, job)).statusCode).toBe(201);
    expect(await canContact(organization.headers, talent.individualId)).toBe(true);
    const secondJob = await postJob(t, organization.headers);
    const invitation = await call(t, 'POST', `/jobs/${secondJob.id}/invitations`, organization.headers, {
      individualId: talent.individualId,
    });
    expect(invitation.statusCode).toBe(201);
  });

  it('a block makes canContact false for an organization the talent’s choice allows', async () => {
    const talent = await onboardedTalent(t);
    const organization = await onboardedOrganization(t);
    expect(await canContact(organization.headers, talent.individualId)).toBe(true);
    await call(t, 'PUT', `/blocks/${talent.userId}`, organization.headers);
    expect(await canContact(organization.headers, talent.individualId)).toBe(false);
  });
});
