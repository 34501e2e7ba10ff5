import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema/organizations';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call, jobWithApplicants } from '../../../test/hiring';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';

type Headers = Record<string, string>;

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

interface Card {
  id: string;
  profilePicture: string | null;
  measurements: unknown;
  modelAttributes: unknown;
  mediaHidden: boolean;
}

function choose(headers: Headers, mediaVisibility: string) {
  return call(t, 'PUT', '/users/me/privacy', headers, { mediaVisibility });
}

async function verify(organizationId: string) {
  await t.db.db.update(organizations).set({ verified: true }).where(eq(organizations.id, organizationId));
}

async function profileOf(headers: Headers, individualId: string) {
  return (await call(t, 'GET', `/individuals/${individualId}`, headers)).json<{
    data: { mediaHidden: boolean; specialtyInfo: Record<string, unknown> };
  }>().data;
}

async function listedCard(headers: Headers, individualId: string, query = '') {
  const page = (await call(t, 'GET', `/individuals?paginate[limit]=20${query}`, headers)).json<{
    data: { items: Card[] };
  }>().data;
  return page.items.find((card) => card.id === individualId);
}

const PRIVATE_FIELDS = [
  'profilePicture',
  'portfolioPictures',
  'headShots',
  'height',
  'waist',
  'hairColorEnum',
];

function expectHidden(info: Record<string, unknown>) {
  for (const field of PRIVATE_FIELDS) expect(info).not.toHaveProperty(field);
  expect(info).toHaveProperty('gender');
  expect(info).toHaveProperty('nationality');
}

function expectShown(info: Record<string, unknown>) {
  for (const field of PRIVATE_FIELDS) expect(info).toHaveProperty(field);
}

function expectCardHidden(card: Card | undefined) {
  expect(card).toMatchObject({
    mediaHidden: true,
    profilePicture: null,
    measurements: null,
    modelAttributes: null,
  });
}

function expectCardShown(card: Card | undefined) {
  expect(card?.mediaHidden).toBe(false);
  expect(card?.profilePicture).toMatch(/^\/media\//);
  expect(card?.measurements).not.toBeNull();
}

describe('who sees a talent’s photos and measurements', () => {
  it('is everyone signed in by default, saved by the talent, and not the organization’s to choose', async () => {
    const talent = await onboardedTalent(t, 'MODEL');
    const organization = await onboardedOrganization(t);
    expect((await call(t, 'GET', '/users/me/privacy', talent.headers)).json().data).toEqual({
      mediaVisibility: 'SIGNED_IN',
    });
    expect((await choose(talent.headers, 'ORGANIZATIONS')).json().data).toEqual({
      mediaVisibility: 'ORGANIZATIONS',
    });
    expect((await call(t, 'GET', '/users/me/privacy', talent.headers)).json().data).toEqual({
      mediaVisibility: 'ORGANIZATIONS',
    });
    const wrong = await choose(talent.headers, 'FRIENDS');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toEqual(['Please choose who can see your photos and measurements.']);
    const byOrganization = await choose(organization.headers, 'SIGNED_IN');
    expect(byOrganization.statusCode).toBe(403);
    expect(byOrganization.json().message).toBe(
      'Only talent chooses who can see their photos and measurements.',
    );
  });

  it('organizations only: other talent gets the profile and card without them, organizations and the owner with them', async () => {
    const model = await onboardedTalent(t, 'MODEL');
    const otherTalent = await onboardedTalent(t, 'PHOTOGRAPHER');
    const organization = await onboardedOrganization(t);
    expect((await choose(model.headers, 'ORGANIZATIONS')).statusCode).toBe(200);

    const seenByTalent = await profileOf(otherTalent.headers, model.individualId);
    expect(seenByTalent.mediaHidden).toBe(true);
    expectHidden(seenByTalent.specialtyInfo);
    expectCardHidden(await listedCard(otherTalent.headers, model.individualId));

    const seenByOrganization = await profileOf(organization.headers, model.individualId);
    expect(seenByOrganization.mediaHidden).toBe(false);
    expectShown(seenByOrganization.specialtyInfo);
    expectCardShown(await listedCard(organization.headers, model.individualId));

    const own = await profileOf(model.headers, model.individualId);
    expect(own.mediaHidden).toBe(false);
    expectShown(own.specialtyInfo);
    expectCardShown(await listedCard(model.headers, model.individualId));
  });

  it('verified organizations only: an unverified organization sees none of them in applicants, lists, chats or searches by body', async () => {
    const { organization, job, talents } = await jobWithApplicants(t, 1);
    const model = talents[0];
    if (model === undefined) throw new Error('no applicant');
    const list = (
      await call(t, 'POST', '/talent-lists', organization.headers, { name: 'Abaya campaign' })
    ).json<{ data: { id: string } }>().data;
    await call(t, 'PUT', `/talent-lists/${list.id}/members/${model.individualId}`, organization.headers);
    const hair = (await profileOf(model.headers, model.individualId)).specialtyInfo.hairColorEnum as string;
    expect((await choose(model.headers, 'VERIFIED_ORGANIZATIONS')).statusCode).toBe(200);

    const seen = async () => {
      const applicants = (await call(t, 'GET', `/jobs/${job.id}/job-requests`, organization.headers)).json<{
        data: { items: { talent: Card }[] };
      }>().data.items;
      const lists = (await call(t, 'GET', '/talent-lists', organization.headers)).json<{
        data: { items: { members: Card[] }[] };
      }>().data.items;
      const chats = (await call(t, 'GET', '/chats', organization.headers)).json<{
        data: { items: { friend: { individualId: string; profilePicture: string | null } }[] };
      }>().data.items;
      return {
        profile: await profileOf(organization.headers, model.individualId),
        listed: await listedCard(organization.headers, model.individualId),
        byHair: await listedCard(organization.headers, model.individualId, `&filter[hairColor]=${hair}`),
        applicant: applicants[0]?.talent,
        member: lists[0]?.members.find((member) => member.id === model.individualId),
        chatPicture: chats.find((chat) => chat.friend.individualId === model.individualId)?.friend
          .profilePicture,
      };
    };

    const unverified = await seen();
    expect(unverified.profile.mediaHidden).toBe(true);
    expectHidden(unverified.profile.specialtyInfo);
    expectCardHidden(unverified.listed);
    expect(unverified.byHair).toBeUndefined();
    expectCardHidden(unverified.applicant);
    expectCardHidden(unverified.member);
    expect(unverified.chatPicture).toBeNull();

    await verify(organization.organizationId);
    const verified = await seen();
    expect(verified.profile.mediaHidden).toBe(false);
    expectShown(verified.profile.specialtyInfo);
    expectCardShown(verified.listed);
    expectCardShown(verified.byHair);
    expectCardShown(verified.applicant);
    expectCardShown(verified.member);
    expect(verified.chatPicture).toMatch(/^\/media\//);
  });
});
