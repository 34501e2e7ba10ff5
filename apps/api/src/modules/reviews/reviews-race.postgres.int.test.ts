import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/hiring';
import {
  finishedContract,
  ORGANIZATION_REVIEW,
  reviewsOf,
  TALENT_REVIEW,
  writeReview,
} from '../../../test/reviews';
import { notifications } from '../../db/schema/notifications';

const ROUNDS = 5;

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

describe('both sides reviewing at the same moment', () => {
  it(`publishes both reviews, once, and counts each once (${String(ROUNDS)} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { organization, talent, requestId } = await finishedContract(t);
      const [byTalent, byOrganization] = await Promise.all([
        writeReview(t, talent.headers, requestId, TALENT_REVIEW),
        writeReview(t, organization.headers, requestId, ORGANIZATION_REVIEW),
        // The window's sweep may run at the same moment too.
        t.app.reviews.scheduler.runDue(),
      ]);
      expect([byTalent.statusCode, byOrganization.statusCode]).toEqual([201, 201]);

      for (const headers of [talent.headers, organization.headers]) {
        const both = await reviewsOf(t, headers, requestId);
        expect([both.mine?.status, both.theirs?.status]).toEqual(['PUBLISHED', 'PUBLISHED']);
      }
      const page = await call(t, 'GET', `/organizations/${organization.organizationId}`, talent.headers);
      expect(page.json<{ data: { reviewCount: number } }>().data.reviewCount).toBe(1);
      const stars = await call(t, 'GET', `/individuals/${talent.individualId}/stars`, organization.headers);
      expect(stars.json<{ data: unknown }>().data).toEqual({ stars: 4, reviewCount: 1 });
      const received = await t.db.db
        .select({ kind: notifications.kind, userId: notifications.userId })
        .from(notifications)
        .where(eq(notifications.kind, 'REVIEW_RECEIVED'));
      for (const party of [talent.userId, organization.userId])
        expect(received.filter((row) => row.userId === party)).toHaveLength(1);
    }
  });
});
