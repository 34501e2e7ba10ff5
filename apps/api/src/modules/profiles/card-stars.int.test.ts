import { IndividualCardSchema } from '@casting/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { TALENT_REVIEW, writeReview } from '../../../test/reviews';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { apply, postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers });
const patch = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `${API}${url}`, headers, payload });

async function cardOf(individualId: string, headers: Record<string, string>) {
  const response = await get('/individuals?filter[individualCategory]=MODEL', headers);
  expect(response.statusCode, response.body).toBe(200);
  const cards = (response.json().data.items as unknown[]).map((card) => IndividualCardSchema.parse(card));
  return cards.find((card) => card.id === individualId);
}

describe("a talent card's stars", () => {
  it('carries the average and count of the reviews, current after each review', async () => {
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t, 'MODEL');
    const other = await onboardedTalent(t, 'MODEL');
    expect(await cardOf(talent.individualId, organization.headers)).toMatchObject({
      stars: 0,
      reviewCount: 0,
    });

    const expected = [
      { rating: 5, stars: 5 },
      { rating: 4, stars: 4.5 },
      { rating: 2, stars: 3.67 },
    ];
    for (const [index, { rating, stars }] of expected.entries()) {
      const job = await postJob(t, organization.headers);
      const { jobRequest } = (await apply(t, talent.headers, job)).json().data as {
        jobRequest: { id: string };
      };
      await patch(`/jobs/${job.id}/accept`, organization.headers, { requestId: jobRequest.id });
      await patch(`/jobs/${job.id}/finish`, organization.headers, { requestId: jobRequest.id });
      const review = await t.app.inject({
        method: 'POST',
        url: `${API}/jobs/${job.id}/reviews`,
        headers: organization.headers,
        payload: { rating, comment: 'Prepared and easy to direct.' },
      });
      expect(review.statusCode, review.body).toBe(201);
      // Blind (issue 34): counted once published, here when the talent reviews in turn.
      expect(await cardOf(talent.individualId, organization.headers)).toMatchObject({ reviewCount: index });
      expect((await writeReview(t, talent.headers, jobRequest.id, TALENT_REVIEW)).statusCode).toBe(201);
      expect(await cardOf(talent.individualId, organization.headers)).toMatchObject({
        stars,
        reviewCount: index + 1,
      });
      expect(
        (await get(`/individuals/${talent.individualId}/stars`, organization.headers)).json().data,
      ).toEqual({
        stars,
        reviewCount: index + 1,
      });
    }
    expect(await cardOf(other.individualId, organization.headers)).toMatchObject({
      stars: 0,
      reviewCount: 0,
    });
  });
});
