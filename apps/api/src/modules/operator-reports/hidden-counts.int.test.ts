import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call, jobWithApplicants } from '../../../test/hiring';
import { operatorSession } from '../../../test/operators';
import {
  finishedContract,
  ORGANIZATION_REVIEW,
  reviewsOf,
  TALENT_REVIEW,
  writeReview,
} from '../../../test/reviews';
import { reports } from '../../db/schema/reports';

let t: TestApp;
let operator: Awaited<ReturnType<typeof operatorSession>>;

beforeAll(async () => {
  t = await buildTestApp();
  operator = await operatorSession(t);
});

afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;

/** An operator hides the item on a report of it, as the queue's HIDE does. */
async function hide(
  targetType: 'REVIEW' | 'MESSAGE',
  targetId: string,
  reporterUserId: string,
  accountUserId: string,
) {
  const [row] = await t.db.db
    .insert(reports)
    .values({ reporterUserId, targetType, targetId, accountUserId, reason: 'INAPPROPRIATE' })
    .returning({ id: reports.id });
  const decided = await call(t, 'PATCH', `/operator/reports/${row?.id ?? ''}`, operator.headers, {
    action: 'HIDE',
    reason: 'Insults are not a review.',
  });
  expect(decided.statusCode, decided.body).toBe(200);
}

async function organizationRating(headers: Headers, organizationId: string, jobId: string) {
  const page = await call(t, 'GET', `/organizations/${organizationId}`, headers);
  const job = await call(t, 'GET', `/jobs/${jobId}`, headers);
  const list = await call(t, 'GET', '/jobs?paginate[limit]=50', headers);
  const card = list
    .json<{ data: { items: { id: string; organization: { stars: number; reviewCount: number } }[] } }>()
    .data.items.find((item) => item.id === jobId);
  const rating = ({ stars, reviewCount }: { stars: number; reviewCount: number }) => ({ stars, reviewCount });
  return {
    page: rating(page.json<{ data: { stars: number; reviewCount: number } }>().data),
    job: rating(
      job.json<{ data: { organization: { stars: number; reviewCount: number } } }>().data.organization,
    ),
    card: card === undefined ? null : rating(card.organization),
  };
}

async function talentStars(headers: Headers, individualId: string) {
  return (await call(t, 'GET', `/individuals/${individualId}/stars`, headers)).json<{ data: unknown }>().data;
}

describe('a review an operator hid', () => {
  it("leaves its subject's stars and count, on the page, the job and its card, once however often it is hidden", async () => {
    const contract = await finishedContract(t);
    const { talent, organization, job, requestId } = contract;
    expect((await writeReview(t, talent.headers, requestId, TALENT_REVIEW)).statusCode).toBe(201);
    expect((await writeReview(t, organization.headers, requestId, ORGANIZATION_REVIEW)).statusCode).toBe(201);
    const counted = { stars: 5, reviewCount: 1 };
    expect(await organizationRating(talent.headers, organization.organizationId, job.id)).toEqual({
      page: counted,
      job: counted,
      card: counted,
    });
    expect(await talentStars(organization.headers, talent.individualId)).toEqual({
      stars: 4,
      reviewCount: 1,
    });

    const { mine, theirs } = await reviewsOf(t, talent.headers, requestId);
    // Each review hidden twice, on reports by two people.
    for (const reporter of [organization.userId, talent.userId]) {
      await hide('REVIEW', mine?.id ?? '', reporter, talent.userId);
      await hide('REVIEW', theirs?.id ?? '', reporter, organization.userId);
    }
    const none = { stars: 0, reviewCount: 0 };
    expect(await organizationRating(talent.headers, organization.organizationId, job.id)).toEqual({
      page: none,
      job: none,
      card: none,
    });
    expect(await talentStars(organization.headers, talent.individualId)).toEqual({
      stars: 0,
      reviewCount: 0,
    });
  });

  it('hidden while still blind, is never counted when both sides are published', async () => {
    const { talent, organization, job, requestId } = await finishedContract(t);
    expect((await writeReview(t, talent.headers, requestId, TALENT_REVIEW)).statusCode).toBe(201);
    const mine = (await reviewsOf(t, talent.headers, requestId)).mine;
    expect(mine?.status).toBe('HIDDEN');
    await hide('REVIEW', mine?.id ?? '', organization.userId, talent.userId);
    expect((await writeReview(t, organization.headers, requestId, ORGANIZATION_REVIEW)).statusCode).toBe(201);
    const { page } = await organizationRating(talent.headers, organization.organizationId, job.id);
    expect(page).toEqual({ stars: 0, reviewCount: 0 });
    expect(await talentStars(organization.headers, talent.individualId)).toEqual({
      stars: 4,
      reviewCount: 1,
    });
  });
});

describe('a message an operator hid', () => {
  it("no longer counts in its reader's unread count, nor in the message notification", async () => {
    const { organization, talents } = await jobWithApplicants(t, 1);
    const [talent] = talents;
    if (talent === undefined) throw new Error('no talent');
    const sent: string[] = [];
    for (const content of ['Hello, thanks for applying.', 'Send me private photos tonight.']) {
      const response = await call(t, 'POST', `/chats/${talent.chatId}/messages`, organization.headers, {
        content,
      });
      sent.push(response.json<{ data: { id: string } }>().data.id);
    }
    const unread = async () => {
      const chats = await call(t, 'GET', '/chats', talent.headers);
      const chat = chats
        .json<{ data: { items: { id: string; unreadCount: number }[] } }>()
        .data.items.find((item) => item.id === talent.chatId);
      const notifications = await call(t, 'GET', '/notifications', talent.headers);
      const told = notifications
        .json<{ data: { items: { kind: string; chatId: string | null; count: number }[] } }>()
        .data.items.find((item) => item.kind === 'NEW_MESSAGE' && item.chatId === talent.chatId);
      return { chat: chat?.unreadCount, notification: told?.count ?? null };
    };
    expect(await unread()).toEqual({ chat: 2, notification: 2 });
    await hide('MESSAGE', sent[1] ?? '', talent.userId, organization.userId);
    expect(await unread()).toEqual({ chat: 1, notification: 1 });
    await hide('MESSAGE', sent[0] ?? '', talent.userId, organization.userId);
    expect(await unread()).toEqual({ chat: 0, notification: null });
  });
});
