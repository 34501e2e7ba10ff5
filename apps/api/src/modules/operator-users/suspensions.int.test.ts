import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, PASSWORD } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call, jobWithApplicants } from '../../../test/hiring';
import { postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import { operatorSession } from '../../../test/operators';

let t: TestApp;
let operator: Awaited<ReturnType<typeof operatorSession>>;

beforeAll(async () => {
  t = await buildTestApp();
});

// Tests move the clock by days, past an operator session's 12 hours.
beforeEach(async () => {
  operator = await operatorSession(t);
});

afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

function suspend(userId: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/operator/users/${userId}/suspension`,
    headers: operator.headers,
    payload,
  });
}

function restore(userId: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `${API}/operator/users/${userId}/suspension`,
    headers: operator.headers,
    payload: { reason: 'Appeal accepted' },
  });
}

function login(email: string, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    headers: { 'accept-language': language },
    payload: { email, password: PASSWORD, role: 'INDIVIDUAL' },
  });
}

describe('a suspension', () => {
  it('ends the account sessions at once and refuses sign-in with the end date and how to appeal', async () => {
    const talent = await onboardedTalent(t);
    const response = await suspend(talent.userId, { days: 7, reason: 'Harassment in chats' });
    expect(response.statusCode).toBe(200);
    const until = new Date(t.clock.now().getTime() + 7 * DAY_MS);
    expect(response.json()).toMatchObject({
      data: { id: talent.userId, suspension: { until: until.toISOString(), reason: 'Harassment in chats' } },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/users/me`, headers: talent.headers })).statusCode,
    ).toBe(401);

    const date = `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    const english = await login(talent.email);
    expect(english.statusCode).toBe(403);
    expect(english.json()).toMatchObject({
      code: 'SUSPENDED',
      message: `Your account is suspended until ${date}. To appeal, write to hello@nujoom.sa from the address of this account.`,
    });
    const arabic = await login(talent.email, 'ar');
    expect(arabic.json()).toMatchObject({
      code: 'SUSPENDED',
      message: `حسابك موقوف حتى ${date}. للاعتراض، راسلنا على hello@nujoom.sa من عنوان البريد الإلكتروني لهذا الحساب.`,
    });
  });

  it('no longer counts once its end has passed', async () => {
    const talent = await onboardedTalent(t);
    expect((await suspend(talent.userId, { days: 1, reason: 'Spam' })).statusCode).toBe(200);
    expect((await login(talent.email)).statusCode).toBe(403);
    t.clock.advance(DAY_MS + 1000);
    expect((await login(talent.email)).statusCode).toBe(200);
  });

  it('without days is a ban, lifted only by a restore', async () => {
    const talent = await onboardedTalent(t);
    expect((await suspend(talent.userId, { reason: 'Scam' })).json()).toMatchObject({
      data: { suspension: { until: null, reason: 'Scam' } },
    });
    t.clock.advance(3650 * DAY_MS);
    const banned = await login(talent.email);
    expect(banned.json()).toMatchObject({
      code: 'SUSPENDED',
      message:
        'Your account is suspended permanently. To appeal, write to hello@nujoom.sa from the address of this account.',
    });
    operator = await operatorSession(t);
    const restored = await restore(talent.userId);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ data: { suspension: null } });
    expect((await login(talent.email)).statusCode).toBe(200);
  });

  it('is audited with the state before and after', async () => {
    const talent = await onboardedTalent(t);
    await suspend(talent.userId, { days: 3, reason: 'Off-platform payment' });
    await restore(talent.userId);
    const entries = (
      await t.app.inject({ method: 'GET', url: `${API}/operator/audit-log`, headers: operator.headers })
    )
      .json<{
        data: {
          items: { action: string; targetId: string; reason: string; before: unknown; after: unknown }[];
        };
      }>()
      .data.items.filter((entry) => entry.targetId === talent.userId);
    expect(entries.map((entry) => entry.action)).toEqual(['USER_RESTORED', 'USER_SUSPENDED']);
    expect(entries[1]).toMatchObject({
      reason: 'Off-platform payment',
      before: { suspendedAt: null },
      after: { suspensionReason: 'Off-platform payment' },
    });
    expect(entries[0]).toMatchObject({ reason: 'Appeal accepted', after: { suspendedAt: null } });
  });

  it('answers 404 for an account that does not exist and 400 without a reason', async () => {
    expect((await suspend('00000000-0000-4000-8000-000000000000', { reason: 'x' })).statusCode).toBe(404);
    const talent = await onboardedTalent(t);
    const noReason = await suspend(talent.userId, { days: 2 });
    expect(noReason.statusCode).toBe(400);
    expect((await suspend(talent.userId, { days: 0, reason: 'x' })).statusCode).toBe(400);
  });
});

describe('the users of the console', () => {
  it('are found by name or e-mail, with their state', async () => {
    const organization = await onboardedOrganization(t);
    const byEmail = await t.app.inject({
      method: 'GET',
      url: `${API}/operator/users?search=${encodeURIComponent(organization.email)}`,
      headers: operator.headers,
    });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toMatchObject({
      data: { items: [{ id: organization.userId, role: 'ORGANIZATION', suspension: null }] },
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `${API}/operator/users/${organization.userId}`,
      headers: operator.headers,
    });
    expect(detail.json()).toMatchObject({
      data: {
        id: organization.userId,
        profileId: organization.organizationId,
        reports: [],
        jobs: [],
        chats: [],
      },
    });
  });
});

describe('a suspended account, for everyone else', () => {
  it('marks its chats as suspended for the other party', async () => {
    const { organization, talents } = await jobWithApplicants(t, 1);
    const [talent] = talents;
    if (talent === undefined) throw new Error('no applicant');
    const friendOf = async () => {
      const list = await call(t, 'GET', '/chats', organization.headers);
      const summary = list
        .json<{ data: { items: { id: string; friend: { suspended: boolean } }[] } }>()
        .data.items.find((item) => item.id === talent.chatId);
      const page = await call(t, 'GET', `/chats/${talent.chatId}/messages`, organization.headers);
      return {
        summary: summary?.friend.suspended,
        page: page.json<{ data: { friendSuspended: boolean } }>().data.friendSuspended,
      };
    };
    expect(await friendOf()).toEqual({ summary: false, page: false });
    await suspend(talent.userId, { days: 2, reason: 'Spam' });
    expect(await friendOf()).toEqual({ summary: true, page: true });
    await restore(talent.userId);
    expect(await friendOf()).toEqual({ summary: false, page: false });
  });
  it('leaves Explore with its jobs and profile, and comes back when restored', async () => {
    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const talent = await onboardedTalent(t, 'PHOTOGRAPHER', { firstName: 'Suspendia' });
    const viewer = await onboardedTalent(t);
    const hirer = await onboardedOrganization(t);
    const jobIds = async () =>
      (await call(t, 'GET', '/jobs?paginate[limit]=50', viewer.headers))
        .json<{ data: { items: { id: string }[] } }>()
        .data.items.map((item) => item.id);
    const talentIds = async () =>
      (
        await call(
          t,
          'GET',
          '/individuals?filter[individualCategory]=PHOTOGRAPHER&filter[searchKey]=Suspendia',
          hirer.headers,
        )
      )
        .json<{ data: { items: { id: string }[] } }>()
        .data.items.map((item) => item.id);
    expect(await jobIds()).toContain(job.id);
    expect(await talentIds()).toContain(talent.individualId);

    await suspend(organization.userId, { days: 5, reason: 'Fake casting call' });
    await suspend(talent.userId, { reason: 'Fake profile' });
    expect(await jobIds()).not.toContain(job.id);
    expect((await call(t, 'GET', `/jobs/${job.id}`, viewer.headers)).statusCode).toBe(404);
    expect(
      (await call(t, 'GET', `/organizations/${organization.organizationId}`, viewer.headers)).statusCode,
    ).toBe(404);
    expect(await talentIds()).not.toContain(talent.individualId);
    expect((await call(t, 'GET', `/individuals/${talent.individualId}`, hirer.headers)).statusCode).toBe(404);

    await restore(organization.userId);
    await restore(talent.userId);
    expect(await jobIds()).toContain(job.id);
    expect((await call(t, 'GET', `/jobs/${job.id}`, viewer.headers)).statusCode).toBe(200);
    expect(await talentIds()).toContain(talent.individualId);
    expect((await call(t, 'GET', `/individuals/${talent.individualId}`, hirer.headers)).statusCode).toBe(200);
  });
});
