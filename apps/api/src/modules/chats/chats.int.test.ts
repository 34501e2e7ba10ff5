import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { afterWindow } from '../../../test/reviews';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { apply, postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import { organizations } from '../../db/schema/organizations';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers });
const send = (chatId: string, headers: Record<string, string>, content: string) =>
  t.app.inject({ method: 'POST', url: `${API}/chats/${chatId}/messages`, headers, payload: { content } });

async function conversation() {
  const organization = await onboardedOrganization(t);
  const job = await postJob(t, organization.headers);
  const talent = await onboardedTalent(t, 'MODEL');
  const applied = await apply(t, talent.headers, job);
  const { chatId, jobRequest } = applied.json().data as { chatId: string; jobRequest: { id: string } };
  return { organization, talent, job, chatId, requestId: jobRequest.id };
}

describe('chats', () => {
  it('lists the chat for both sides with the friend, the latest message and unread counts', async () => {
    const { organization, talent, chatId } = await conversation();
    const forOrganization = (await get('/chats', organization.headers)).json().data;
    expect(forOrganization.items).toEqual([
      expect.objectContaining({
        id: chatId,
        // The talent's profile id, for the chat header's link to their page.
        friend: {
          name: 'Noura Alharbi',
          profilePicture: expect.stringContaining('/media/') as string,
          individualId: expect.any(String) as string,
          organizationId: null,
          verified: false,
          suspended: false,
          deleted: false,
        },
        latestMessage: expect.objectContaining({ messageType: 'REQUEST' }) as object,
        unreadCount: 1,
      }),
    ]);
    const forTalent = (await get('/chats', talent.headers)).json().data;
    // The organization's id, for the chat header's link to its page; its verified mark (issue 35).
    expect(forTalent.items[0]).toMatchObject({
      friend: {
        name: 'Najd Studio',
        individualId: null,
        organizationId: organization.organizationId,
        verified: false,
      },
      unreadCount: 0,
    });
    await t.db.db
      .update(organizations)
      .set({ verified: true })
      .where(eq(organizations.id, organization.organizationId));
    expect((await get('/chats', talent.headers)).json().data.items[0].friend.verified).toBe(true);

    await get(`/chats/${chatId}/messages`, organization.headers);
    expect((await get('/chats', organization.headers)).json().data.items[0].unreadCount).toBe(0);
  });

  it('orders chats by the most recent activity', async () => {
    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const first = await onboardedTalent(t);
    const second = await onboardedTalent(t);
    const a = (await apply(t, first.headers, job)).json().data.chatId as string;
    t.clock.advance(1000);
    const b = (await apply(t, second.headers, job)).json().data.chatId as string;
    const order = async () =>
      ((await get('/chats', organization.headers)).json().data.items as { id: string }[]).map((c) => c.id);
    expect(await order()).toEqual([b, a]);
    t.clock.advance(1000);
    await send(a, organization.headers, 'Hello again');
    expect(await order()).toEqual([a, b]);
  });

  it('lets only the two participants read or write (404 for anyone else)', async () => {
    const { chatId } = await conversation();
    const stranger = await onboardedTalent(t);
    expect((await get(`/chats/${chatId}/messages`, stranger.headers)).statusCode).toBe(404);
    expect((await send(chatId, stranger.headers, 'hi')).statusCode).toBe(404);
    expect((await get(`/chats/${crypto.randomUUID()}/messages`, stranger.headers)).statusCode).toBe(404);
  });

  it('trims messages and refuses blank ones', async () => {
    const { talent, chatId } = await conversation();
    const sent = await send(chatId, talent.headers, '  Hello there  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ content: 'Hello there', isMine: true, messageType: 'TEXT' });
    const blank = await send(chatId, talent.headers, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Message cannot be empty.');
    expect((await send(chatId, talent.headers, 'x'.repeat(5001))).statusCode).toBe(400);
  });

  it('pages messages by cursor in both directions, newest first', async () => {
    const { organization, talent, chatId } = await conversation();
    for (let i = 1; i <= 25; i += 1) {
      t.clock.advance(10);
      await send(chatId, i % 2 === 0 ? talent.headers : organization.headers, `message ${i}`);
    }
    const latest = (await get(`/chats/${chatId}/messages?paginate[limit]=20`, talent.headers)).json().data;
    expect(latest.items).toHaveLength(20);
    expect(latest.items[0].content).toBe('message 25');
    expect(latest.items[19].content).toBe('message 6');
    const older = (
      await get(
        `/chats/${chatId}/messages?paginate[direction]=BEFORE&paginate[cursor]=${latest.olderCursor as string}`,
        talent.headers,
      )
    ).json().data;
    expect(older.items.map((m: { content: string }) => m.content).slice(0, 2)).toEqual([
      'message 5',
      'message 4',
    ]);
    expect(older.items.at(-1).messageType).toBe('REQUEST');
    expect(older.olderCursor).toBeNull();

    const nothingNew = (
      await get(
        `/chats/${chatId}/messages?paginate[direction]=AFTER&paginate[cursor]=${latest.newerCursor as string}`,
        talent.headers,
      )
    ).json().data;
    expect(nothingNew).toEqual({
      items: [],
      newerCursor: latest.newerCursor,
      olderCursor: null,
      closed: false,
      friendSuspended: false,
      friendDeleted: false,
    });
    t.clock.advance(10);
    await send(chatId, organization.headers, 'message 26');
    await send(chatId, organization.headers, 'message 27');
    const newer = (
      await get(
        `/chats/${chatId}/messages?paginate[direction]=AFTER&paginate[cursor]=${latest.newerCursor as string}`,
        talent.headers,
      )
    ).json().data;
    expect(newer.items.map((m: { content: string }) => m.content)).toEqual(['message 27', 'message 26']);
  });

  it('refuses a cursor of another chat, and a page of more than 50 messages, with 400', async () => {
    const first = await conversation();
    const organization = first.organization;
    const job = await postJob(t, organization.headers);
    const talent = await onboardedTalent(t, 'MODEL');
    const second = (await apply(t, talent.headers, job)).json().data.chatId as string;
    const page = (await get(`/chats/${first.chatId}/messages`, organization.headers)).json().data;

    const crossed = await get(
      `/chats/${second}/messages?paginate[direction]=BEFORE&paginate[cursor]=${page.newerCursor as string}`,
      organization.headers,
    );
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toEqual([
      'paginate[cursor] belongs to another chat. Page each chat with the cursors of its own pages.',
    ]);

    const tooMany = await get(`/chats/${first.chatId}/messages?paginate[limit]=51`, organization.headers);
    expect(tooMany.statusCode).toBe(400);
  });

  it('answers an id longer than any id with 404, as for an unknown one', async () => {
    const { organization } = await conversation();
    const answer = await get(`/chats/${'a'.repeat(5000)}/messages`, organization.headers);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe('NOT_FOUND');
  });
});

describe('the job-request lifecycle', () => {
  const act = (jobId: string, action: string, headers: Record<string, string>, requestId: string) =>
    t.app.inject({ method: 'PATCH', url: `${API}/jobs/${jobId}/${action}`, headers, payload: { requestId } });

  it('goes pending -> accepted -> finished by the organization, posting notices each reader can read in their language', async () => {
    const { organization, talent, job, chatId, requestId } = await conversation();
    const accepted = await act(job.id, 'accept', organization.headers, requestId);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toEqual({ id: requestId, requestStatus: 'APPROVED' });
    expect((await act(job.id, 'finish', organization.headers, requestId)).json().data.requestStatus).toBe(
      'FINISHED',
    );
    const title = 'Runway models for Riyadh Fashion Week';
    const items = (await get(`/chats/${chatId}/messages`, talent.headers)).json().data.items;
    expect(items.slice(0, 2)).toMatchObject([
      {
        content: `The job "${title}" is finished.`,
        notice: { kind: 'JOB_FINISHED', jobTitle: title },
        isMine: false,
      },
      {
        content: `The request for "${title}" was accepted.`,
        notice: { kind: 'REQUEST_ACCEPTED', jobTitle: title },
      },
    ]);
    expect(items.find((m: { messageType: string }) => m.messageType === 'REQUEST').notice).toBeNull();
    expect((await get('/chats', talent.headers)).json().data.items[0].latestMessage).toMatchObject({
      content: `The job "${title}" is finished.`,
      notice: { kind: 'JOB_FINISHED', jobTitle: title },
    });
    expect(
      items.find((m: { messageType: string }) => m.messageType === 'REQUEST').jobRequest.requestStatus,
    ).toBe('FINISHED');
  });

  it('allows nothing outside the table', async () => {
    const { organization, job, requestId } = await conversation();
    expect((await act(job.id, 'finish', organization.headers, requestId)).statusCode).toBe(409);
    expect((await act(job.id, 'reject', organization.headers, requestId)).statusCode).toBe(200);
    for (const action of ['accept', 'reject', 'finish']) {
      expect((await act(job.id, action, organization.headers, requestId)).statusCode).toBe(409);
    }
  });

  it('lets no one but the job organization act', async () => {
    const { talent, job, requestId } = await conversation();
    const other = await onboardedOrganization(t);
    expect((await act(job.id, 'accept', talent.headers, requestId)).statusCode).toBe(403);
    expect((await act(job.id, 'accept', other.headers, requestId)).statusCode).toBe(404);
  });

  it('lets exactly one of an accept and a reject racing win', async () => {
    const { organization, job, requestId } = await conversation();
    const answers = await Promise.all([
      act(job.id, 'accept', organization.headers, requestId),
      act(job.id, 'reject', organization.headers, requestId),
      act(job.id, 'accept', organization.headers, requestId),
      act(job.id, 'reject', organization.headers, requestId),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(3);
  });

  it('finishes once when finish is sent twice at once', async () => {
    const { organization, job, requestId } = await conversation();
    await act(job.id, 'accept', organization.headers, requestId);
    const answers = await Promise.all([
      act(job.id, 'finish', organization.headers, requestId),
      act(job.id, 'finish', organization.headers, requestId),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('reviews and the balance', () => {
  const act = (jobId: string, action: string, headers: Record<string, string>, requestId: string) =>
    t.app.inject({ method: 'PATCH', url: `${API}/jobs/${jobId}/${action}`, headers, payload: { requestId } });
  const review = (jobId: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `${API}/jobs/${jobId}/reviews`, headers, payload });

  async function finished() {
    const context = await conversation();
    await act(context.job.id, 'accept', context.organization.headers, context.requestId);
    await act(context.job.id, 'finish', context.organization.headers, context.requestId);
    return context;
  }

  it('reviews a finished job once, updates stars and reviews, and completes the contract', async () => {
    const { organization, talent, job } = await finished();
    const response = await review(job.id, organization.headers, {
      rating: 4,
      comment: 'Professional and punctual.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const individualId = talent.individualId;
    // Blind (issue 34): hidden until the talent reviews too or the 14 days pass.
    expect(
      (await get(`/individuals/${individualId}/reviews`, organization.headers)).json().data.reviews,
    ).toEqual([]);
    await afterWindow(t);
    expect((await get(`/individuals/${individualId}/stars`, organization.headers)).json().data).toEqual({
      stars: 4,
      reviewCount: 1,
    });
    expect(
      (await get(`/individuals/${individualId}/reviews`, organization.headers)).json().data.reviews,
    ).toEqual([
      expect.objectContaining({
        organizationName: 'Najd Studio',
        rating: 4,
        comment: 'Professional and punctual.',
        jobId: job.id,
      }),
    ]);
    expect(
      (await get(`/individuals/${individualId}`, organization.headers)).json().data.projectsCompleted,
    ).toBe(1);
    const balance = (await get('/users/me/balance', talent.headers)).json().data;
    expect(balance).toMatchObject({ earnings: 450, completedProjects: 1, withdrawable: 450 });
    expect(balance.history.items).toEqual([
      expect.objectContaining({ jobId: job.id, salary: 450, organizationName: 'Najd Studio' }),
    ]);
    expect((await review(job.id, organization.headers, { rating: 5, comment: 'Again' })).statusCode).toBe(
      409,
    );
  });

  it('averages several reviews into the stars', async () => {
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t);
    for (const rating of [5, 4, 2]) {
      const job = await postJob(t, organization.headers);
      const { jobRequest } = (await apply(t, talent.headers, job)).json().data as {
        jobRequest: { id: string };
      };
      await act(job.id, 'accept', organization.headers, jobRequest.id);
      await act(job.id, 'finish', organization.headers, jobRequest.id);
      expect((await review(job.id, organization.headers, { rating, comment: 'ok' })).statusCode).toBe(201);
    }
    await afterWindow(t);
    expect((await get(`/individuals/${talent.individualId}/stars`, talent.headers)).json().data).toEqual({
      stars: 3.67,
      reviewCount: 3,
    });
  });

  it('holds reviews to their rules', async () => {
    const { organization, talent, job } = await conversation();
    expect((await review(job.id, organization.headers, { rating: 5, comment: 'Too early' })).statusCode).toBe(
      409,
    );
    const done = await finished();
    for (const payload of [
      { rating: 0, comment: 'x' },
      { rating: 6, comment: 'x' },
      { rating: 4.5, comment: 'x' },
      { rating: 4, comment: ' ' },
    ]) {
      const response = await review(done.job.id, done.organization.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Please add a comment and rate the client!');
    }
    expect((await review(done.job.id, talent.headers, { rating: 5, comment: 'Me' })).statusCode).toBe(403);
  });

  it("answers another organization's job with 404, whatever the state of its requests", async () => {
    const stranger = await onboardedOrganization(t);
    const { organization, job, requestId } = await conversation();
    const expectNotFound = async (jobId: string, payload: object) => {
      const response = await review(jobId, stranger.headers, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This job does not exist.' });
    };
    // The owner would hear 409 here: nothing is finished yet.
    await expectNotFound(job.id, { rating: 5, comment: 'Great' });
    await act(job.id, 'accept', organization.headers, requestId);
    await act(job.id, 'finish', organization.headers, requestId);
    await expectNotFound(job.id, { rating: 5, comment: 'Great' });
    await expectNotFound(job.id, { rating: 5, comment: 'Great', requestId });
    // The owner would be asked to choose: two finished requests await a review.
    const second = await onboardedTalent(t);
    const { jobRequest } = (await apply(t, second.headers, job)).json().data as {
      jobRequest: { id: string };
    };
    await act(job.id, 'accept', organization.headers, jobRequest.id);
    await act(job.id, 'finish', organization.headers, jobRequest.id);
    await expectNotFound(job.id, { rating: 5, comment: 'Great' });
    // The same answer as for a job that does not exist at all.
    await expectNotFound(crypto.randomUUID(), { rating: 5, comment: 'Great' });
  });

  it('lets one of two simultaneous reviews win', async () => {
    const { organization, job } = await finished();
    const answers = await Promise.all([
      review(job.id, organization.headers, { rating: 5, comment: 'First' }),
      review(job.id, organization.headers, { rating: 3, comment: 'Second' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('starts every balance at zero', async () => {
    const talent = await onboardedTalent(t);
    expect((await get('/users/me/balance', talent.headers)).json().data).toEqual({
      role: 'INDIVIDUAL',
      earnings: 0,
      earningsInSar: { amount: 0, currency: 'SAR' },
      completedProjects: 0,
      withdrawable: 0,
      withdrawableInSar: { amount: 0, currency: 'SAR' },
      held: { amount: 0, currency: 'SAR' },
      available: { amount: 0, currency: 'SAR' },
      withdrawing: { amount: 0, currency: 'SAR' },
      withdrawn: { amount: 0, currency: 'SAR' },
      history: { items: [], meta: { page: 1, limit: 10, total: 0 } },
    });
  });
});
