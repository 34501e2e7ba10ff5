import { JobMediaRequestSchema, MediaRequestSchema, pageOf } from '@casting/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { media } from '../../db/schema/media';
import { users } from '../../db/schema/users';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { API } from '../../../test/accounts';
import { call, chatTexts, jobWithApplicants } from '../../../test/hiring';
import { isoMedia, jpeg, pdf, webm } from '../../../test/media-files';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import { uploadFile } from '../../../test/profiles';
import { housekeepingOf, KEPT, uploadState } from '../../../test/unused-uploads';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const JobPage = pageOf(JobMediaRequestSchema);

type Headers = Record<string, string>;

function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

function dueIn(ms: number): string {
  return new Date(t.clock.now().getTime() + ms).toISOString().replace('Z', '+00:00');
}

async function ask(headers: Headers, requestId: string, body: Record<string, unknown> = {}) {
  return call(t, 'POST', `/job-requests/${requestId}/media-requests`, headers, {
    kind: 'VIDEO',
    instructions: 'A 30-second self-tape reading the attached lines, in daylight.',
    dueAt: dueIn(2 * DAY),
    ...body,
  });
}

async function asked(headers: Headers, requestId: string, body: Record<string, unknown> = {}) {
  const response = await ask(headers, requestId, body);
  if (response.statusCode !== 201) throw new Error(`ask failed: ${response.body}`);
  return MediaRequestSchema.parse(response.json().data);
}

async function documentKept(key: string): Promise<boolean> {
  const rows = await t.db.db.select().from(media).where(eq(media.fileName, key));
  return rows.length === 1;
}

async function kindsOf(headers: Headers): Promise<string[]> {
  const response = await call(t, 'GET', '/notifications', headers);
  return response.json<{ data: { items: { kind: string }[] } }>().data.items.map((item) => item.kind);
}

describe('media requests (self-tapes)', () => {
  it('lets the organization ask an applicant, who sees a chat notice and a notification, and answers with a video the organization sees', async () => {
    const { organization, job, talents } = await jobWithApplicants(t, 1);
    const talent = defined(talents[0]);
    const lines = await uploadFile(t, organization.headers, pdf(), 'documents');
    const request = await asked(organization.headers, talent.requestId, { attachment: lines });
    expect(request).toMatchObject({
      jobRequestId: talent.requestId,
      jobId: job.id,
      kind: 'VIDEO',
      state: 'PENDING',
      overdue: false,
      answer: null,
      attachmentUrl: `${API}/documents/${lines}`,
    });
    expect(request.dueAt).toMatch(/\+03:00$/);

    expect((await chatTexts(t, talent.headers, talent.chatId))[0]).toBe(
      'Media is requested from you for "Runway models for Riyadh Fashion Week": see the request and its due time.',
    );
    expect(await kindsOf(talent.headers)).toContain('MEDIA_REQUESTED');
    // The talent asked reads the attached lines; another account does not learn they exist.
    const attachment = await t.app.inject({
      method: 'GET',
      url: defined(request.attachmentUrl ?? undefined),
      headers: talent.headers,
    });
    expect(attachment.statusCode).toBe(200);
    const stranger = await onboardedTalent(t);
    const refused = await t.app.inject({
      method: 'GET',
      url: defined(request.attachmentUrl ?? undefined),
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(404);

    const video = await uploadFile(t, talent.headers, isoMedia('isom'), 'videos');
    const answered = await call(t, 'POST', `/media-requests/${request.id}/answer`, talent.headers, {
      media: [video],
      note: 'Shot by the window at noon.',
    });
    expect(answered.statusCode).toBe(200);
    expect(MediaRequestSchema.parse(answered.json().data)).toMatchObject({
      state: 'ANSWERED',
      answer: { media: [{ url: video, kind: 'video' }], note: 'Shot by the window at noon.' },
    });
    expect(await kindsOf(organization.headers)).toContain('MEDIA_ANSWERED');

    for (const headers of [organization.headers, talent.headers]) {
      const listed = await call(t, 'GET', `/job-requests/${talent.requestId}/media-requests`, headers);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data.items).toMatchObject([{ id: request.id, state: 'ANSWERED' }]);
    }

    // The answer's video is in use: the unused-upload sweep leaves it, and the attachment.
    t.clock.advance(3 * DAY);
    await housekeepingOf(t).sweep();
    expect(await uploadState(t, video)).toEqual(KEPT);
    expect(await documentKept(lines)).toBe(true);
  });

  it('answers 404 to strangers, other organizations and the talent asking; only the talent answers or declines', async () => {
    const { organization, job, talents } = await jobWithApplicants(t, 2);
    const [first, second] = [defined(talents[0]), defined(talents[1])];
    const other = await onboardedOrganization(t);
    const stranger = await onboardedTalent(t);
    for (const headers of [other.headers, stranger.headers, first.headers, second.headers]) {
      expect((await ask(headers, first.requestId)).statusCode).toBe(404);
    }
    const request = await asked(organization.headers, first.requestId);
    for (const headers of [other.headers, stranger.headers, second.headers]) {
      expect(
        (await call(t, 'GET', `/job-requests/${first.requestId}/media-requests`, headers)).statusCode,
      ).toBe(404);
      const declined = await call(t, 'PATCH', `/media-requests/${request.id}/decline`, headers, {
        reason: 'No',
      });
      expect(declined.statusCode).toBe(404);
      expect(declined.json().message).toBe('This media request does not exist.');
    }
    for (const headers of [other.headers, stranger.headers, first.headers]) {
      expect((await call(t, 'GET', `/jobs/${job.id}/media-requests`, headers)).statusCode).toBe(404);
    }
    const byOrganization = await call(
      t,
      'PATCH',
      `/media-requests/${request.id}/decline`,
      organization.headers,
      {
        reason: 'Changed my mind',
      },
    );
    expect(byOrganization.statusCode).toBe(403);
    const missing = await call(
      t,
      'GET',
      '/job-requests/00000000-0000-4000-8000-000000000000/media-requests',
      organization.headers,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('refuses answers after the due time and lets an answer be replaced before it', async () => {
    const { organization, talents } = await jobWithApplicants(t, 1);
    const talent = defined(talents[0]);
    const request = await asked(organization.headers, talent.requestId, {
      kind: 'PHOTO',
      dueAt: dueIn(HOUR),
    });
    const first = await uploadFile(t, talent.headers, await jpeg(40, 30));
    const second = await uploadFile(t, talent.headers, await jpeg(50, 30));
    const answer = (media: string[]) =>
      call(t, 'POST', `/media-requests/${request.id}/answer`, talent.headers, { media });
    expect((await answer([first])).statusCode).toBe(200);
    t.clock.advance(30 * 60_000);
    const replaced = await answer([second, first]);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.answer.media.map((file: { url: string }) => file.url)).toEqual([
      second,
      first,
    ]);

    t.clock.advance(31 * 60_000);
    const late = await answer([first]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'The due time of this media request has passed: it can no longer be answered or declined.',
    );
    // A request past due and never answered is marked overdue.
    const waiting = await asked(organization.headers, talent.requestId, { dueAt: dueIn(HOUR) });
    t.clock.advance(2 * HOUR);
    const listed = await call(t, 'GET', `/job-requests/${talent.requestId}/media-requests`, talent.headers);
    expect(listed.json().data.items).toMatchObject([
      { id: waiting.id, state: 'PENDING', overdue: true },
      { id: request.id, state: 'ANSWERED', overdue: false },
    ]);
    const declineLate = await call(t, 'PATCH', `/media-requests/${waiting.id}/decline`, talent.headers, {
      reason: 'Too late for me',
    });
    expect(declineLate.statusCode).toBe(409);
  });

  it('refuses files of another kind, another account or none, and a due time not ahead or too far ahead', async () => {
    const { organization, talents } = await jobWithApplicants(t, 1);
    const talent = defined(talents[0]);
    const request = await asked(organization.headers, talent.requestId, { kind: 'VIDEO' });
    const image = await uploadFile(t, talent.headers, await jpeg());
    const wrongKind = await call(t, 'POST', `/media-requests/${request.id}/answer`, talent.headers, {
      media: [image],
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toEqual(['This request asks for a video: send videos you uploaded.']);
    const othersVideo = await uploadFile(t, organization.headers, webm(), 'videos');
    const notOwn = await call(t, 'POST', `/media-requests/${request.id}/answer`, talent.headers, {
      media: [othersVideo],
    });
    expect(notOwn.statusCode).toBe(400);
    const none = await call(t, 'POST', `/media-requests/${request.id}/answer`, talent.headers, { media: [] });
    expect(none.statusCode).toBe(400);

    // AUDIO takes a recording uploaded as a video (ADR 035).
    const audio = await asked(organization.headers, talent.requestId, { kind: 'AUDIO' });
    const recording = await uploadFile(t, talent.headers, webm(), 'videos');
    const heard = await call(t, 'POST', `/media-requests/${audio.id}/answer`, talent.headers, {
      media: [recording],
    });
    expect(heard.statusCode).toBe(200);

    const past = await ask(organization.headers, talent.requestId, { dueAt: dueIn(-60_000) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toEqual(['The due time must be in the future.']);
    const far = await ask(organization.headers, talent.requestId, { dueAt: dueIn(61 * DAY) });
    expect(far.json().message).toEqual(['The due time can be at most 60 days ahead.']);
    const noOffset = await ask(organization.headers, talent.requestId, { dueAt: '2030-01-01T10:00:00' });
    expect(noOffset.statusCode).toBe(400);
    const talentsDocument = await uploadFile(t, talent.headers, pdf(), 'documents');
    const notOwnAttachment = await ask(organization.headers, talent.requestId, {
      attachment: talentsDocument,
    });
    expect(notOwnAttachment.statusCode).toBe(400);
  });

  it('lets the talent decline with a reason the organization is told of, once, and not after answering', async () => {
    const { organization, talents } = await jobWithApplicants(t, 1);
    const talent = defined(talents[0]);
    const request = await asked(organization.headers, talent.requestId);
    const declined = await call(t, 'PATCH', `/media-requests/${request.id}/decline`, talent.headers, {
      reason: 'I am travelling this week.',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({
      state: 'DECLINED',
      declineReason: 'I am travelling this week.',
    });
    expect(await kindsOf(organization.headers)).toContain('MEDIA_DECLINED');
    const video = await uploadFile(t, talent.headers, isoMedia('isom'), 'videos');
    const afterDecline = await call(t, 'POST', `/media-requests/${request.id}/answer`, talent.headers, {
      media: [video],
    });
    expect(afterDecline.statusCode).toBe(409);
    expect(
      (await call(t, 'PATCH', `/media-requests/${request.id}/decline`, talent.headers, { reason: 'Again' }))
        .statusCode,
    ).toBe(409);
  });

  it('refuses a request when either side blocked the other, or the talent is suspended, or the application is declined', async () => {
    const { organization, talents } = await jobWithApplicants(t, 3);
    const [blocked, suspended, rejected] = [defined(talents[0]), defined(talents[1]), defined(talents[2])];
    expect((await call(t, 'PUT', `/blocks/${organization.userId}`, blocked.headers)).statusCode).toBe(200);
    const byBlock = await ask(organization.headers, blocked.requestId);
    expect(byBlock.statusCode).toBe(403);
    expect(byBlock.json().message).toBe('You cannot ask this talent for media.');

    await t.db.db.update(users).set({ suspendedAt: t.clock.now() }).where(eq(users.id, suspended.userId));
    const bySuspension = await ask(organization.headers, suspended.requestId);
    expect(bySuspension.statusCode).toBe(403);
    expect(bySuspension.json().message).toBe('Media cannot be requested while either account is suspended.');

    const { jobId } = await asked(organization.headers, rejected.requestId);
    const reject = await call(t, 'PATCH', `/jobs/${jobId}/reject`, organization.headers, {
      requestId: rejected.requestId,
    });
    expect(reject.statusCode).toBe(200);
    const afterReject = await ask(organization.headers, rejected.requestId);
    expect(afterReject.statusCode).toBe(409);
  });

  it("lists a job's requests with their applicants for comparison, newest first, a page at a time", async () => {
    const { organization, job, talents } = await jobWithApplicants(t, 2);
    const [first, second] = [defined(talents[0]), defined(talents[1])];
    const toFirst = await asked(organization.headers, first.requestId);
    t.clock.advance(1000);
    const toSecond = await asked(organization.headers, second.requestId);
    const video = await uploadFile(t, second.headers, isoMedia('isom'), 'videos');
    await call(t, 'POST', `/media-requests/${toSecond.id}/answer`, second.headers, { media: [video] });

    const response = await call(t, 'GET', `/jobs/${job.id}/media-requests`, organization.headers);
    expect(response.statusCode).toBe(200);
    const page = JobPage.parse(response.json().data);
    expect(page.items).toMatchObject([
      {
        id: toSecond.id,
        state: 'ANSWERED',
        talent: { individualId: second.individualId, name: 'Talentb Alharbi' },
      },
      { id: toFirst.id, state: 'PENDING', talent: { individualId: first.individualId } },
    ]);
    expect(page.items[0]?.talent.profilePicture).toMatch(/^\/media\/[0-9a-f-]{36}-thumb\.webp$/);
    expect(page.meta).toEqual({ page: 1, limit: 20, hasMore: false });
    const paged = await call(
      t,
      'GET',
      `/jobs/${job.id}/media-requests?paginate[limit]=1`,
      organization.headers,
    );
    expect(JobPage.parse(paged.json().data)).toMatchObject({
      items: [{ id: toSecond.id }],
      meta: { page: 1, limit: 1, hasMore: true },
    });
  });

  it("keeps to the organization's hourly limit: 429 with Retry-After beyond it", async () => {
    await t.close();
    t = await buildTestApp({ env: { ACCOUNT_MEDIA_REQUESTS_PER_HOUR: '2' } });
    const { organization, talents } = await jobWithApplicants(t, 1);
    const talent = defined(talents[0]);
    await asked(organization.headers, talent.requestId);
    await asked(organization.headers, talent.requestId);
    const third = await ask(organization.headers, talent.requestId);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.json().message).toMatch(/^You can send up to 2 media requests an hour\./);
  });
});
