import { count, eq } from 'drizzle-orm';
import { IDEMPOTENCY_MESSAGES } from '@casting/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { apply, jobBody, postJob } from '../../test/jobs';
import { isoMedia, multipart } from '../../test/media-files';
import { onboardedOrganization, onboardedTalent } from '../../test/onboarded';
import { idempotencyKeys } from '../db/schema/idempotency-keys';
import { jobs } from '../db/schema/jobs';
import { media } from '../db/schema/media';
import { messages } from '../db/schema/chats';
import { reviews } from '../db/schema/reviews';
import { createHousekeeping } from './housekeeping';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp({ env: { ACCOUNT_JOB_POSTS_PER_DAY: '2' } });
});

afterEach(async () => {
  await t.close();
});

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;
const DAY = 24 * 60 * 60 * 1000;

async function jobsOf(organizationId: string): Promise<number> {
  const [row] = await t.db.db
    .select({ n: count() })
    .from(jobs)
    .where(eq(jobs.organizationId, organizationId));
  return row?.n ?? 0;
}

function withKey(headers: Record<string, string>, key: string) {
  return { ...headers, 'idempotency-key': key };
}

function expectReplayOf(first: Response, again: Response) {
  expect(again.statusCode).toBe(first.statusCode);
  expect(again.body).toBe(first.body);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(first.headers['idempotent-replayed']).toBeUndefined();
}

describe('Idempotency-Key', () => {
  it('answers a repeated job post with the first answer and posts one job', async () => {
    const organization = await onboardedOrganization(t);
    const payload = await jobBody(t, organization.headers);
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: `${API}/jobs`,
        headers: withKey(organization.headers, 'post-job-1'),
        payload,
      });
    const first = await post();
    expect(first.statusCode).toBe(201);
    expectReplayOf(first, await post());
    expect(await jobsOf(organization.organizationId)).toBe(1);
  });

  it('sends a message and an application once, however often they are retried', async () => {
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t);
    const job = await postJob(t, organization.headers);
    const application = () =>
      t.app.inject({
        method: 'POST',
        url: `${API}/chats/${job.organization.id}/messages`,
        headers: withKey(talent.headers, 'apply-1'),
        payload: { messageType: 'REQUEST', jobId: job.id, content: 'I would love to walk in your show.' },
      });
    const applied = await application();
    expect(applied.statusCode).toBe(201);
    // Not "You have already applied": the retry gets the answer the phone never received.
    expectReplayOf(applied, await application());

    const chatId = applied.json<{ data: { chatId: string } }>().data.chatId;
    const message = () =>
      t.app.inject({
        method: 'POST',
        url: `${API}/chats/${chatId}/messages`,
        headers: withKey(talent.headers, 'message-1'),
        payload: { content: 'Is Sunday fine?' },
      });
    const sent = await message();
    expect(sent.statusCode).toBe(201);
    expectReplayOf(sent, await message());
    expect(await t.db.db.select({ n: count() }).from(messages).where(eq(messages.chatId, chatId))).toEqual([
      { n: 2 },
    ]);
  });

  it('reviews once, however often the review is retried', async () => {
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t);
    const job = await postJob(t, organization.headers);
    const requestId = (await apply(t, talent.headers, job)).json<{ data: { jobRequest: { id: string } } }>()
      .data.jobRequest.id;
    for (const action of ['accept', 'finish']) {
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `${API}/jobs/${job.id}/${action}`,
        headers: organization.headers,
        payload: { requestId },
      });
      expect(moved.statusCode).toBe(200);
    }
    const review = () =>
      t.app.inject({
        method: 'POST',
        url: `${API}/jobs/${job.id}/reviews`,
        headers: withKey(organization.headers, 'review-1'),
        payload: { rating: 5, comment: 'Wonderful on the runway.' },
      });
    const first = await review();
    expect(first.statusCode).toBe(201);
    expectReplayOf(first, await review());
    expect(await t.db.db.select({ n: count() }).from(reviews)).toEqual([{ n: 1 }]);
  });

  it('stores a repeated upload once, and refuses the key with another file', async () => {
    const talent = await onboardedTalent(t);
    const upload = (file: Buffer) => {
      const body = multipart(file);
      return t.app.inject({
        method: 'POST',
        url: `${API}/upload/videos`,
        payload: body.payload,
        headers: { ...withKey(talent.headers, 'reel-1'), ...body.headers },
      });
    };
    const before = await t.db.db.select({ n: count() }).from(media);
    const first = await upload(isoMedia('isom', 4096));
    expect(first.statusCode).toBe(201);
    expectReplayOf(first, await upload(isoMedia('isom', 4096)));
    const other = await upload(isoMedia('qt  ', 4096));
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'CONFLICT', message: IDEMPOTENCY_MESSAGES.reusedKey });
    expect(await t.db.db.select({ n: count() }).from(media)).toEqual([{ n: (before[0]?.n ?? 0) + 1 }]);
  });

  it('refuses a key used for another request, and keeps keys apart per account', async () => {
    const organization = await onboardedOrganization(t);
    const other = await onboardedOrganization(t);
    const payload = await jobBody(t, organization.headers);
    const post = (headers: Record<string, string>, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/jobs`,
        headers: withKey(headers, 'shared-key'),
        payload: body,
      });

    expect((await post(organization.headers, payload)).statusCode).toBe(201);
    const changed = await post(organization.headers, { ...payload, title: 'Another title altogether' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'CONFLICT', message: IDEMPOTENCY_MESSAGES.reusedKey });
    expect(await jobsOf(organization.organizationId)).toBe(1);

    const theirs = await post(other.headers, payload);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await jobsOf(other.organizationId)).toBe(1);
  });

  it('frees the key of a request that failed, so its retry runs', async () => {
    const organization = await onboardedOrganization(t);
    const payload = await jobBody(t, organization.headers);
    const post = (key?: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/jobs`,
        headers: key === undefined ? organization.headers : withKey(organization.headers, key),
        payload,
      });
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(201);
    expect((await post('after-the-limit')).statusCode).toBe(429);
    t.clock.advance(DAY);
    const retried = await post('after-the-limit');
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await jobsOf(organization.organizationId)).toBe(3);
  });

  it('forgets a key after a day', async () => {
    const organization = await onboardedOrganization(t);
    const payload = await jobBody(t, organization.headers);
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: `${API}/jobs`,
        headers: withKey(organization.headers, 'daily'),
        payload,
      });
    expect((await post()).statusCode).toBe(201);
    t.clock.advance(DAY + 1000);
    const later = await post();
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await jobsOf(organization.organizationId)).toBe(2);

    t.clock.advance(DAY + 1000);
    await createHousekeeping({ db: t.db.db, clock: t.clock, logger: t.app.log }).sweep();
    expect(await t.db.db.select({ n: count() }).from(idempotencyKeys)).toEqual([{ n: 0 }]);
  });

  it('refuses a key that is not 1 to 255 visible characters', async () => {
    const organization = await onboardedOrganization(t);
    const payload = await jobBody(t, organization.headers);
    for (const key of ['has space', 'x'.repeat(256), 'é']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/jobs`,
        headers: withKey(organization.headers, key),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: [IDEMPOTENCY_MESSAGES.invalidKey] });
    }
    expect(await jobsOf(organization.organizationId)).toBe(0);
  });

  it('creates each time without a key', async () => {
    const organization = await onboardedOrganization(t);
    const payload = await jobBody(t, organization.headers);
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/jobs`,
        headers: organization.headers,
        payload,
      });
      expect(response.statusCode).toBe(201);
    }
    expect(await jobsOf(organization.organizationId)).toBe(2);
  });
});
