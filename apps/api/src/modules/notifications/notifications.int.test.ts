import { CHAT_PRESENCE, NotificationsPageSchema } from '@casting/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { TALENT_REVIEW, writeReview } from '../../../test/reviews';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { apply, postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import { openEventStream } from '../../../test/sse';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

type Headers = Record<string, string>;

interface Page {
  items: {
    id: string;
    kind: string;
    read: boolean;
    actorName: string;
    jobTitle: string | null;
    chatId: string | null;
    jobId: string | null;
    count: number;
  }[];
  meta: { page: number; limit: number; hasMore: boolean };
  unreadCount: number;
}

async function notificationsOf(headers: Headers, query = ''): Promise<Page> {
  const response = await t.app.inject({ method: 'GET', url: `${API}/notifications${query}`, headers });
  expect(response.statusCode).toBe(200);
  const { data } = response.json<{ data: Page }>();
  // The page is JSON the database writes: it must match the contract exactly.
  expect(NotificationsPageSchema.parse(data)).toEqual(data);
  return data;
}

async function hire() {
  const organization = await onboardedOrganization(t);
  const job = await postJob(t, organization.headers, { title: 'Abaya campaign in Riyadh' });
  const talent = await onboardedTalent(t, 'PHOTOGRAPHER', { firstName: 'Lina', lastName: 'Saleh' });
  const applied = (await apply(t, talent.headers, job)).json<{
    data: { chatId: string; jobRequest: { id: string } };
  }>().data;
  return { organization, job, talent, chatId: applied.chatId, requestId: applied.jobRequest.id };
}

function act(headers: Headers, jobId: string, action: string, requestId: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `${API}/jobs/${jobId}/${action}`,
    headers,
    payload: { requestId },
  });
}

function say(headers: Headers, chatId: string, content: string) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/chats/${chatId}/messages`,
    headers,
    payload: { content },
  });
}

describe('notifications of the hiring events', () => {
  it('tells the organization of an application, and the talent of each step after it, newest first', async () => {
    const { organization, job, talent, chatId, requestId } = await hire();

    const forOrganization = await notificationsOf(organization.headers);
    expect(forOrganization.unreadCount).toBe(1);
    expect(forOrganization.items).toEqual([
      expect.objectContaining({
        kind: 'NEW_APPLICATION',
        read: false,
        actorName: 'Lina Saleh',
        jobId: job.id,
        jobTitle: 'Abaya campaign in Riyadh',
        chatId,
      }),
    ]);

    expect((await act(organization.headers, job.id, 'accept', requestId)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await act(organization.headers, job.id, 'finish', requestId)).statusCode).toBe(200);
    t.clock.advance(1000);
    const review = await t.app.inject({
      method: 'POST',
      url: `${API}/jobs/${job.id}/reviews`,
      headers: organization.headers,
      payload: { rating: 5, comment: 'Wonderful work.' },
    });
    expect(review.statusCode).toBe(201);
    t.clock.advance(1000);
    // Blind reviews (issue 34): the talent's review publishes both.
    expect((await writeReview(t, talent.headers, requestId, TALENT_REVIEW)).statusCode).toBe(201);

    const forTalent = await notificationsOf(talent.headers);
    const kinds = forTalent.items.map((item) => item.kind);
    expect(kinds.slice(0, 2)).toEqual(['REVIEW_RECEIVED', 'REVIEW_WAITING']);
    // Told together when the job finished.
    expect(kinds.slice(2, 4).sort()).toEqual(['JOB_FINISHED', 'REVIEW_DUE']);
    expect(kinds.slice(4)).toEqual(['APPLICATION_ACCEPTED']);
    expect(forTalent.unreadCount).toBe(5);
    expect(forTalent.items[0]).toMatchObject({ jobTitle: 'Abaya campaign in Riyadh', chatId });
  });

  it('tells the talent of a declined application', async () => {
    const { organization, job, talent, requestId } = await hire();
    expect((await act(organization.headers, job.id, 'reject', requestId)).statusCode).toBe(200);
    const page = await notificationsOf(talent.headers);
    expect(page.items.map((item) => item.kind)).toEqual(['APPLICATION_DECLINED']);
  });

  it('is not recorded when the event fails', async () => {
    const { organization, job, talent, requestId } = await hire();
    expect((await act(organization.headers, job.id, 'finish', requestId)).statusCode).toBe(409);
    expect((await notificationsOf(talent.headers)).items).toEqual([]);
  });

  it('pages the list with paginate[page] and paginate[limit]', async () => {
    const { organization, chatId, talent } = await hire();
    for (let index = 0; index < 3; index += 1) {
      await say(organization.headers, chatId, `Message ${String(index)}`);
      // Reading the chat makes the next message a new notification.
      await t.app.inject({ method: 'GET', url: `${API}/chats/${chatId}/messages`, headers: talent.headers });
      t.clock.advance(CHAT_PRESENCE.windowMs + 1000);
    }
    const first = await notificationsOf(talent.headers, '?paginate[page]=1&paginate[limit]=2');
    expect(first.items).toHaveLength(2);
    expect(first.meta).toEqual({ page: 1, limit: 2, hasMore: true });
    const second = await notificationsOf(talent.headers, '?paginate[page]=2&paginate[limit]=2');
    expect(second.items).toHaveLength(1);
    expect(second.meta.hasMore).toBe(false);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(3);
  });
});

describe('message notifications', () => {
  it('come to a recipient who is not in the chat, one per chat with a count, read when the chat is read', async () => {
    const { organization, talent, chatId } = await hire();
    await say(organization.headers, chatId, 'Are you free on Sunday?');
    await say(organization.headers, chatId, 'We start at nine.');
    let page = await notificationsOf(talent.headers);
    expect(page.items).toEqual([
      expect.objectContaining({ kind: 'NEW_MESSAGE', count: 2, chatId, read: false }),
    ]);
    expect(page.unreadCount).toBe(1);

    await t.app.inject({ method: 'GET', url: `${API}/chats/${chatId}/messages`, headers: talent.headers });
    page = await notificationsOf(talent.headers);
    expect(page.items[0]?.read).toBe(true);
    expect(page.unreadCount).toBe(0);
  });

  it('do not come to a recipient who is in the chat, and come again once they have left it', async () => {
    const { organization, talent, chatId } = await hire();
    await t.app.inject({ method: 'GET', url: `${API}/chats/${chatId}/messages`, headers: talent.headers });
    t.clock.advance(CHAT_PRESENCE.windowMs - 1000);
    await say(organization.headers, chatId, 'Seen it?');
    expect((await notificationsOf(talent.headers)).items).toEqual([]);

    t.clock.advance(2000);
    await say(organization.headers, chatId, 'Still there?');
    expect((await notificationsOf(talent.headers)).items).toEqual([
      expect.objectContaining({ kind: 'NEW_MESSAGE', count: 1 }),
    ]);
  });

  it('never come to the sender', async () => {
    const { organization, talent, chatId } = await hire();
    t.clock.advance(1000);
    await say(talent.headers, chatId, 'Thank you!');
    const page = await notificationsOf(organization.headers);
    expect(page.items.map((item) => item.kind)).toEqual(['NEW_MESSAGE', 'NEW_APPLICATION']);
    expect((await notificationsOf(talent.headers)).items).toEqual([]);
  });
});

describe('reading notifications', () => {
  it('marks some by id, or all at once, and only the owner may', async () => {
    const { organization, job, talent, requestId } = await hire();
    await act(organization.headers, job.id, 'accept', requestId);
    await act(organization.headers, job.id, 'finish', requestId);
    const [newest, older] = (await notificationsOf(talent.headers)).items;

    const stranger = await onboardedTalent(t);
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `${API}/notifications/read`,
      headers: stranger.headers,
      payload: { ids: [newest?.id] },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await notificationsOf(stranger.headers)).items).toEqual([]);
    // Accepted, finished, and a review due.
    expect((await notificationsOf(talent.headers)).unreadCount).toBe(3);

    const one = await t.app.inject({
      method: 'PATCH',
      url: `${API}/notifications/read`,
      headers: talent.headers,
      payload: { ids: [newest?.id] },
    });
    expect(one.json()).toEqual({ data: { unreadCount: 2 } });
    expect(
      (await notificationsOf(talent.headers)).items.filter((item) => item.read).map((item) => item.id),
    ).toEqual([newest?.id]);

    const all = await t.app.inject({
      method: 'PATCH',
      url: `${API}/notifications/read`,
      headers: talent.headers,
      payload: { all: true },
    });
    expect(all.json()).toEqual({ data: { unreadCount: 0 } });
    expect(older?.id).toBeDefined();
  });

  it('refuses bodies that are neither ids nor all', async () => {
    const { talent } = await hire();
    for (const payload of [{}, { all: false }, { ids: [] }, { ids: ['x'] }, { all: true, ids: [] }]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `${API}/notifications/read`,
        headers: talent.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/notifications` });
    expect(response.statusCode).toBe(401);
  });
});

describe('live notifications', () => {
  it('reach the owner on the event stream at once, and no one else', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { organization, job, talent, requestId } = await hire();
    const stranger = await onboardedTalent(t);
    const talentStream = await openEventStream(`${base}${API}/events`, talent.token);
    const strangerStream = await openEventStream(`${base}${API}/events`, stranger.token);
    try {
      await act(organization.headers, job.id, 'accept', requestId);
      expect((await talentStream.next('notification')).data).toEqual({});
      await expect(strangerStream.next('notification', 1000)).rejects.toThrow();
    } finally {
      talentStream.close();
      strangerStream.close();
    }
  });
});

describe('notification settings', () => {
  it('has every kind of its side on at first; a kind switched off is not recorded; the setting is the owner’s alone', async () => {
    const { organization, job, talent, requestId } = await hire();
    const initial = await t.app.inject({
      method: 'GET',
      url: `${API}/users/me/notification-settings`,
      headers: talent.headers,
    });
    expect(initial.statusCode).toBe(200);
    const settings = initial.json<{ data: { settings: { kind: string; enabled: boolean }[] } }>().data
      .settings;
    expect(settings.map((setting) => setting.kind)).toEqual([
      'APPLICATION_ACCEPTED',
      'APPLICATION_DECLINED',
      'JOB_FINISHED',
      'REVIEW_RECEIVED',
      'INVITATION',
      'JOB_CLOSED',
      'NEW_MESSAGE',
      'MILESTONE_PROPOSED',
      'MILESTONE_FUNDED',
      'MILESTONE_RELEASED',
      'MILESTONE_DISPUTED',
      'DISPUTE_DECIDED',
      'PAYOUT_PAID',
      'PAYOUT_FAILED',
      'REVIEW_DUE',
      'REVIEW_CLOSING',
      'REVIEW_WAITING',
      'LICENCE_VERIFIED',
      'LICENCE_REJECTED',
      'LICENCE_EXPIRING',
      'LICENCE_EXPIRED',
      'MEDIA_REQUESTED',
    ]);
    expect(settings.every((setting) => setting.enabled)).toBe(true);

    const put = await t.app.inject({
      method: 'PUT',
      url: `${API}/users/me/notification-settings`,
      headers: talent.headers,
      payload: { settings: [{ kind: 'APPLICATION_ACCEPTED', enabled: false }] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.settings).toContainEqual({ kind: 'APPLICATION_ACCEPTED', enabled: false });

    await act(organization.headers, job.id, 'accept', requestId);
    await act(organization.headers, job.id, 'finish', requestId);
    expect((await notificationsOf(talent.headers)).items.map((item) => item.kind).sort()).toEqual([
      'JOB_FINISHED',
      'REVIEW_DUE',
    ]);

    const others = await t.app.inject({
      method: 'GET',
      url: `${API}/users/me/notification-settings`,
      headers: organization.headers,
    });
    expect(others.json().data.settings).toEqual([
      { kind: 'NEW_APPLICATION', enabled: true },
      { kind: 'NEW_MESSAGE', enabled: true },
      { kind: 'MILESTONE_ACCEPTED', enabled: true },
      { kind: 'MILESTONE_DECLINED', enabled: true },
      { kind: 'MILESTONE_DELIVERED', enabled: true },
      { kind: 'MILESTONE_REFUNDED', enabled: true },
      { kind: 'MILESTONE_DISPUTED', enabled: true },
      { kind: 'DISPUTE_DECIDED', enabled: true },
      { kind: 'RELEASE_REMINDER', enabled: true },
      { kind: 'REVIEW_DUE', enabled: true },
      { kind: 'REVIEW_CLOSING', enabled: true },
      { kind: 'REVIEW_WAITING', enabled: true },
      { kind: 'REVIEW_RECEIVED', enabled: true },
      { kind: 'MEDIA_ANSWERED', enabled: true },
      { kind: 'MEDIA_DECLINED', enabled: true },
    ]);

    const back = await t.app.inject({
      method: 'PUT',
      url: `${API}/users/me/notification-settings`,
      headers: talent.headers,
      payload: { settings: [{ kind: 'APPLICATION_ACCEPTED', enabled: true }] },
    });
    expect(back.json().data.settings).toContainEqual({ kind: 'APPLICATION_ACCEPTED', enabled: true });
  });

  it('refuses a kind the caller’s side never receives, naming it, in the caller’s language', async () => {
    const { organization, talent } = await hire();
    const put = (headers: Headers, kind: string, language = 'en') =>
      t.app.inject({
        method: 'PUT',
        url: `${API}/users/me/notification-settings`,
        headers: { ...headers, 'accept-language': language },
        payload: {
          settings: [
            { kind: 'NEW_MESSAGE', enabled: false },
            { kind, enabled: false },
          ],
        },
      });
    const byOrganization = await put(organization.headers, 'APPLICATION_ACCEPTED');
    expect(byOrganization.statusCode).toBe(400);
    expect(byOrganization.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: ['This account does not receive notifications of kind APPLICATION_ACCEPTED.'],
    });
    const inArabic = await put(talent.headers, 'NEW_APPLICATION', 'ar');
    expect(inArabic.json().message).toEqual(['لا يتلقى هذا الحساب إشعارات من النوع NEW_APPLICATION.']);
    // Nothing of a refused request is applied.
    for (const headers of [organization.headers, talent.headers]) {
      const settings = await t.app.inject({
        method: 'GET',
        url: `${API}/users/me/notification-settings`,
        headers,
      });
      expect(settings.json().data.settings).toContainEqual({ kind: 'NEW_MESSAGE', enabled: true });
    }
  });

  it('refuses unknown kinds, repeated kinds and unknown keys', async () => {
    const { talent } = await hire();
    for (const payload of [
      { settings: [{ kind: 'NOPE', enabled: false }] },
      {
        settings: [
          { kind: 'INVITATION', enabled: false },
          { kind: 'INVITATION', enabled: true },
        ],
      },
      { settings: [{ kind: 'INVITATION', enabled: false, email: true }] },
      { settings: [], extra: 1 },
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `${API}/users/me/notification-settings`,
        headers: talent.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
