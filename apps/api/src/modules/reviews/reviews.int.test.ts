import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAgain } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { acceptedContract, releasedMilestone } from '../../../test/contracts';
import { call } from '../../../test/hiring';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import {
  afterWindow,
  finishedContract,
  notificationKinds,
  ORGANIZATION_REVIEW,
  reviewsOf,
  TALENT_REVIEW,
  writeReview,
} from '../../../test/reviews';

const DAY = 24 * 60 * 60 * 1000;
const NOTE = 'Private: the producer asked for my number outside the app.';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

async function talentReviewsOf(individualId: string, headers: Record<string, string>) {
  const response = await call(t, 'GET', `/individuals/${individualId}/reviews`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { reviews: { comment: string; reply: unknown; subRatings: unknown }[] } }>()
    .data.reviews;
}

async function organizationReviewsOf(organizationId: string, headers: Record<string, string>) {
  const response = await call(t, 'GET', `/organizations/${organizationId}/reviews`, headers);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { items: { comment: string; reply: { comment: string } | null }[] } }>().data
    .items;
}

describe('blind reviews', () => {
  it('keeps the first review hidden from the other side, then publishes both at once when the second arrives', async () => {
    const contract = await finishedContract(t);
    const { organization, talent, requestId } = contract;
    const finishedAt = t.clock.now().getTime();

    const first = await writeReview(t, talent.headers, requestId, { ...TALENT_REVIEW, privateNote: NOTE });
    expect(first.statusCode).toBe(201);
    expect(first.json<{ data: unknown }>().data).toMatchObject({
      author: 'INDIVIDUAL',
      status: 'HIDDEN',
      publishAt: new Date(finishedAt + 14 * DAY).toISOString(),
      rating: 5,
      comment: TALENT_REVIEW.comment,
      subRatings: TALENT_REVIEW.subRatings,
      again: true,
    });

    const seenByOrganization = await reviewsOf(t, organization.headers, requestId);
    expect(seenByOrganization.canReview).toBe(true);
    expect(seenByOrganization.mine).toBeNull();
    expect(seenByOrganization.theirs).toMatchObject({ status: 'HIDDEN', rating: null, comment: null });
    expect(await organizationReviewsOf(organization.organizationId, talent.headers)).toEqual([]);
    expect(await notificationKinds(t, organization.headers)).toContain('REVIEW_WAITING');

    const second = await writeReview(t, organization.headers, requestId, ORGANIZATION_REVIEW);
    expect(second.statusCode).toBe(201);
    expect(second.json<{ data: { status: string } }>().data.status).toBe('PUBLISHED');

    for (const headers of [organization.headers, talent.headers]) {
      const both = await reviewsOf(t, headers, requestId);
      expect(both.canReview).toBe(false);
      expect(both.mine?.status).toBe('PUBLISHED');
      expect(both.theirs?.status).toBe('PUBLISHED');
      expect(both.mine?.publishedAt).toBe(both.theirs?.publishedAt);
    }
    expect((await reviewsOf(t, organization.headers, requestId)).theirs).toMatchObject({
      rating: 5,
      comment: TALENT_REVIEW.comment,
    });
    const published = await organizationReviewsOf(organization.organizationId, talent.headers);
    expect(published.map((review) => review.comment)).toEqual([TALENT_REVIEW.comment]);
    expect((await talentReviewsOf(talent.individualId, organization.headers)).map((r) => r.comment)).toEqual([
      ORGANIZATION_REVIEW.comment,
    ]);
    expect(await notificationKinds(t, talent.headers)).toContain('REVIEW_RECEIVED');
    expect(await notificationKinds(t, organization.headers)).toContain('REVIEW_RECEIVED');
  });

  it("keeps the organization's review through the spec's call hidden until the window closes, then publishes it", async () => {
    const { organization, talent, job, requestId } = await finishedContract(t);
    const written = await call(t, 'POST', `/jobs/${job.id}/reviews`, organization.headers, {
      rating: 4,
      comment: 'Great work.',
    });
    expect(written.statusCode).toBe(201);
    expect(written.json<{ data: unknown }>().data).toMatchObject({
      rating: 4,
      comment: 'Great work.',
      jobId: job.id,
    });
    expect(await talentReviewsOf(talent.individualId, organization.headers)).toEqual([]);
    const hidden = await call(t, 'GET', `/individuals/${talent.individualId}/stars`, organization.headers);
    expect(hidden.json<{ data: unknown }>().data).toEqual({ stars: 0, reviewCount: 0 });
    expect((await reviewsOf(t, talent.headers, requestId)).theirs).toMatchObject({
      status: 'HIDDEN',
      comment: null,
    });

    await afterWindow(t, -1000);
    expect(await talentReviewsOf(talent.individualId, organization.headers)).toEqual([]);

    await afterWindow(t);
    await afterWindow(t);
    const listed = await talentReviewsOf(talent.individualId, organization.headers);
    expect(listed).toMatchObject([{ comment: 'Great work.', subRatings: null, reply: null }]);
    const stars = await call(t, 'GET', `/individuals/${talent.individualId}/stars`, organization.headers);
    expect(stars.json<{ data: unknown }>().data).toEqual({ stars: 4, reviewCount: 1 });
    expect((await reviewsOf(t, talent.headers, requestId)).theirs).toMatchObject({
      status: 'PUBLISHED',
      comment: 'Great work.',
    });
    expect(
      (await notificationKinds(t, talent.headers)).filter((kind) => kind === 'REVIEW_RECEIVED'),
    ).toHaveLength(1);
  });

  it('takes one review per side, within 14 days of the finish, and none before it', async () => {
    const approved = await acceptedContract(t);
    const early = await writeReview(t, approved.talent.headers, approved.requestId, TALENT_REVIEW);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe('Only a finished job can be reviewed.');

    const { talent, organization, requestId } = await finishedContract(t, approved);
    expect((await writeReview(t, talent.headers, requestId, TALENT_REVIEW)).statusCode).toBe(201);
    const again = await writeReview(t, talent.headers, requestId, TALENT_REVIEW);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('This job has already been reviewed.');

    // Sessions last 7 days: the organization signs in again.
    t.clock.advance(14 * DAY);
    const headers = await signInAgain(t, organization, 'ORGANIZATION');
    expect((await reviewsOf(t, headers, requestId)).canReview).toBe(false);
    const late = await writeReview(t, headers, requestId, ORGANIZATION_REVIEW);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(
      'Reviews can be written within 14 days of the end of the job; this window has closed.',
    );
  });

  it("checks each side's sub-ratings and answer with the side's own rules", async () => {
    const { talent, organization, requestId } = await finishedContract(t);
    const { subRatings: _talentRatings, ...withoutRatings } = TALENT_REVIEW;
    const cases = [
      [talent.headers, withoutRatings, 'Please rate each point from 1 to 5.'],
      [
        talent.headers,
        { ...TALENT_REVIEW, subRatings: ORGANIZATION_REVIEW.subRatings },
        'Please rate each point from 1 to 5.',
      ],
      [
        talent.headers,
        { ...TALENT_REVIEW, subRatings: { ...TALENT_REVIEW.subRatings, safeSet: 6 } },
        'Please rate each point from 1 to 5.',
      ],
      [
        organization.headers,
        { ...ORGANIZATION_REVIEW, again: undefined },
        'Please say whether you would work together again.',
      ],
      [
        organization.headers,
        { ...ORGANIZATION_REVIEW, rating: 0 },
        'Please add a comment and rate the client!',
      ],
    ] as const;
    for (const [headers, body, message] of cases) {
      const response = await writeReview(t, headers, requestId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string[] }>().message).toContain(message);
    }
  });
});

describe("who sees a contract's reviews", () => {
  it('answers 404 to anyone but the two parties, and never returns the note to the platform', async () => {
    const { talent, organization, requestId } = await finishedContract(t);
    const stranger = await onboardedTalent(t);
    const otherOrganization = await onboardedOrganization(t);
    const answers: string[] = [];
    const written = await writeReview(t, talent.headers, requestId, { ...TALENT_REVIEW, privateNote: NOTE });
    answers.push(written.body);
    for (const headers of [stranger.headers, otherOrganization.headers]) {
      expect((await call(t, 'GET', `/job-requests/${requestId}/reviews`, headers)).statusCode).toBe(404);
      expect((await writeReview(t, headers, requestId, TALENT_REVIEW)).statusCode).toBe(404);
    }
    const reviewId = written.json<{ data: { id: string } }>().data.id;
    // Before publication nobody can answer it, not even its subject.
    const early = await call(t, 'POST', `/reviews/${reviewId}/reply`, organization.headers, {
      comment: 'Thanks',
    });
    expect(early.statusCode).toBe(404);

    answers.push(
      (await writeReview(t, organization.headers, requestId, { ...ORGANIZATION_REVIEW, privateNote: NOTE }))
        .body,
    );
    for (const headers of [talent.headers, organization.headers, stranger.headers]) {
      answers.push((await call(t, 'GET', `/job-requests/${requestId}/reviews`, headers)).body);
      answers.push(
        (await call(t, 'GET', `/organizations/${organization.organizationId}/reviews`, headers)).body,
      );
      answers.push((await call(t, 'GET', `/individuals/${talent.individualId}/reviews`, headers)).body);
      answers.push((await call(t, 'GET', '/notifications', headers)).body);
    }
    for (const body of answers) expect(body).not.toContain('Private:');
  });
});

describe('replies', () => {
  it('lets the reviewed side answer a published review once, in public', async () => {
    const { talent, organization, requestId } = await finishedContract(t);
    const talentsReview = await writeReview(t, talent.headers, requestId, TALENT_REVIEW);
    const organizationsReview = await writeReview(t, organization.headers, requestId, ORGANIZATION_REVIEW);
    const talentReviewId = talentsReview.json<{ data: { id: string } }>().data.id;
    const organizationReviewId = organizationsReview.json<{ data: { id: string } }>().data.id;

    // Its author cannot answer their own review; the subject can, once.
    expect(
      (await call(t, 'POST', `/reviews/${talentReviewId}/reply`, talent.headers, { comment: 'Me' }))
        .statusCode,
    ).toBe(404);
    const blank = await call(t, 'POST', `/reviews/${talentReviewId}/reply`, organization.headers, {
      comment: ' ',
    });
    expect(blank.json<{ message: string[] }>().message).toEqual(['Reply cannot be empty.']);
    const replied = await call(t, 'POST', `/reviews/${talentReviewId}/reply`, organization.headers, {
      comment: 'Thank you, Reem: come back for the winter shoot.',
    });
    expect(replied.statusCode).toBe(201);
    expect(replied.json<{ data: { reply: { comment: string } } }>().data.reply.comment).toBe(
      'Thank you, Reem: come back for the winter shoot.',
    );
    const twice = await call(t, 'POST', `/reviews/${talentReviewId}/reply`, organization.headers, {
      comment: 'More',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe('You have already replied to this review.');
    expect(
      (await organizationReviewsOf(organization.organizationId, talent.headers))[0]?.reply?.comment,
    ).toBe('Thank you, Reem: come back for the winter shoot.');

    const talentReply = await call(t, 'POST', `/reviews/${organizationReviewId}/reply`, talent.headers, {
      comment: 'It was a pleasure.',
    });
    expect(talentReply.statusCode).toBe(201);
    expect((await talentReviewsOf(talent.individualId, organization.headers))[0]?.reply).toMatchObject({
      comment: 'It was a pleasure.',
    });
  });
});

describe("an organization's public page", () => {
  it('shows its record, and stars from published reviews only', async () => {
    const released = await releasedMilestone(t, 243_750);
    const { organization } = released;
    await finishedContract(t, released);
    const page = await call(
      t,
      'GET',
      `/organizations/${organization.organizationId}`,
      released.talent.headers,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json<{ data: unknown }>().data).toMatchObject({
      id: organization.organizationId,
      stars: 0,
      reviewCount: 0,
      record: {
        jobsPosted: 1,
        talentHired: 1,
        applicationsReceived: 1,
        answeredShare: 1,
        paidThroughPlatform: { amount: 243_750, currency: 'SAR' },
      },
    });

    await writeReview(t, released.talent.headers, released.requestId, { ...TALENT_REVIEW, rating: 4 });
    const hidden = await call(
      t,
      'GET',
      `/organizations/${organization.organizationId}`,
      released.talent.headers,
    );
    expect(hidden.json<{ data: { reviewCount: number } }>().data.reviewCount).toBe(0);
    await writeReview(t, organization.headers, released.requestId, ORGANIZATION_REVIEW);
    const shown = await call(
      t,
      'GET',
      `/organizations/${organization.organizationId}`,
      released.talent.headers,
    );
    expect(shown.json<{ data: unknown }>().data).toMatchObject({ stars: 4, reviewCount: 1 });
    expect(
      (await call(t, 'GET', `/organizations/${released.talent.individualId}`, organization.headers))
        .statusCode,
    ).toBe(404);
  });
});

describe('review reminders', () => {
  it('tells both sides a review is due at the finish, and the side still silent three days before the end, once', async () => {
    const { talent, organization, requestId } = await finishedContract(t);
    expect(await notificationKinds(t, talent.headers)).toContain('REVIEW_DUE');
    expect(await notificationKinds(t, organization.headers)).toContain('REVIEW_DUE');
    await writeReview(t, organization.headers, requestId, ORGANIZATION_REVIEW);

    await afterWindow(t, -3 * DAY - 1000);
    expect(await notificationKinds(t, talent.headers)).not.toContain('REVIEW_CLOSING');
    await afterWindow(t, -3 * DAY);
    await afterWindow(t, -3 * DAY);
    expect(
      (await notificationKinds(t, talent.headers)).filter((kind) => kind === 'REVIEW_CLOSING'),
    ).toHaveLength(1);
    expect(await notificationKinds(t, organization.headers)).not.toContain('REVIEW_CLOSING');
  });
});
