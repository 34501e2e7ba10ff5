import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { jobRequests } from '../db/schema/job-requests';
import type { Actor } from '../lib/auth';
import type { SeedClock } from './demo-timeline';
import { findReviewsOfContract } from '../modules/reviews/reviews.repo';
import type { ReviewsService } from '../modules/reviews/reviews.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What talent write of the organizations they worked for. */
const TALENT_REVIEWS = [
  'A clear brief from the first call, a calm set and payment on the agreed day.',
  'Everyone on set was respectful and the schedule was kept. I would happily work with them again.',
  'Well organized and kind to the crew; the call sheet changed twice, but they told us early.',
  'Professional team, good food on set and fair about overtime.',
] as const;
const TALENT_RATINGS = [5, 5, 4, 5] as const;

/** The talent's review of the organization on the demo's contract `index`. */
export function talentReviewOf(index: number) {
  const rating = TALENT_RATINGS[index % TALENT_RATINGS.length] ?? 5;
  return {
    rating,
    comment: TALENT_REVIEWS[index % TALENT_REVIEWS.length] ?? '',
    subRatings: { brief: rating, paidOnTime: 5, safeSet: 5, communication: Math.max(3, rating - 1) },
    again: rating >= 4,
  };
}

/** The organization's sub-ratings beside the demo's overall stars. */
export function organizationReviewParts(rating: number) {
  return {
    subRatings: { quality: rating, professionalism: 5, communication: Math.max(3, rating - 1) },
    again: rating >= 4,
  };
}

/**
 * What issue 34's demo shows besides the published pairs: a review written by the talent three
 * days after a contract finished, hidden until the organization writes its own, and a reply on
 * each side of one published pair.
 */
export async function seedReviewStates(
  deps: { db: Db; clock: SeedClock; reviews: ReviewsService; now: Date },
  waiting: { requestId: string; talent: Actor; index: number },
  replied: { requestId: string; talent: Actor; organization: Actor },
): Promise<void> {
  const { db, clock, reviews, now } = deps;
  await db
    .update(jobRequests)
    .set({ finishedAt: new Date(now.getTime() - 4 * DAY_MS) })
    .where(eq(jobRequests.id, waiting.requestId));
  clock.set(new Date(now.getTime() - DAY_MS));
  await reviews.write(waiting.talent, waiting.requestId, talentReviewOf(waiting.index));

  const pair = await findReviewsOfContract(db, replied.requestId);
  const byTalent = pair.find((review) => review.authorRole === 'INDIVIDUAL');
  const byOrganization = pair.find((review) => review.authorRole === 'ORGANIZATION');
  if (byTalent !== undefined)
    await reviews.reply(replied.organization, byTalent.id, 'Thank you! We hope to see you at the next show.');
  if (byOrganization !== undefined)
    await reviews.reply(replied.talent, byOrganization.id, 'Thank you for a wonderful week on the runway.');
}
