import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { ContractReviewSchema, ContractReviewsSchema, OrganizationReviewSchema } from '../domain/review';
import { MoneySchema } from '../domain/pay';
import { defineEndpoint } from '../http/endpoint';
import { pageOf, paginationQuery } from '../http/pagination';
import { queryOf } from '../http/query';
import { ContractReviewBodySchema, ReviewReplyBodySchema } from '../validation/review';

const RequestParams = z.object({ requestId: z.uuid({ error: 'Not found.' }) });
const IdParams = z.object({ id: z.uuid({ error: 'Not found.' }) });

/** What an organization has done on the platform, as its public page shows it. */
export const OrganizationRecordSchema = z.object({
  jobsPosted: z.number().int(),
  talentHired: z.number().int(),
  applicationsReceived: z.number().int(),
  /** Applications accepted or declined rather than left pending, of those received; null with none. */
  answeredShare: z.number().min(0).max(1).nullable(),
  /** Milestones released to talent. */
  paidThroughPlatform: MoneySchema,
});
export type OrganizationRecord = z.infer<typeof OrganizationRecordSchema>;

export const OrganizationPageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  bio: z.string(),
  logo: z.string(),
  location: z.string(),
  city: z.string().nullable(),
  instagram: z.string(),
  tiktok: z.string(),
  website: z.string(),
  /** An operator approved its Unified National Number and document (issue 35). */
  verified: z.boolean(),
  memberSince: z.iso.datetime(),
  /** The average of published reviews by talent, to two decimals; shown from REVIEW_RULES.starsShownFrom. */
  stars: z.number().min(0).max(5),
  reviewCount: z.number().int(),
  record: OrganizationRecordSchema,
});
export type OrganizationPage = z.infer<typeof OrganizationPageSchema>;

export const reviewsApi = {
  write: defineEndpoint({
    method: 'POST',
    path: '/job-requests/:requestId/reviews',
    summary:
      'Either party of a FINISHED contract reviews the other, once, within 14 days of the finish: stars, a comment, the side\'s sub-ratings (from the organization quality, professionalism, communication; from the talent brief, paidOnTime, safeSet, communication; each 1-5), "again" (would hire / work again) and an optional private note to the platform, returned to nobody. The review stays HIDDEN, from the other party too, until both have reviewed or the window has closed; then both are published at once. 404 for anyone but the parties; 409 NOT_ALLOWED before the finish, after the window, or for a second review.',
    tag: 'reviews',
    auth: 'session',
    step: 'onboarded',
    idempotent: true,
    params: RequestParams,
    body: ContractReviewBodySchema,
    data: ContractReviewSchema,
    successStatus: 201,
    errors: ['NOT_FOUND', 'NOT_ALLOWED'],
  }),
  ofContract: defineEndpoint({
    method: 'GET',
    path: '/job-requests/:requestId/reviews',
    summary:
      "Both sides' reviews of a contract as the caller may see them: their own whole; the other side's whole once published, before that only its HIDDEN status and publish date. The parties only (404 for anyone else).",
    tag: 'reviews',
    auth: 'session',
    step: 'onboarded',
    params: RequestParams,
    data: ContractReviewsSchema,
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/reviews/:id/reply',
    summary:
      'The reviewed side answers a published review of itself, once, in public (up to 1,000 characters). 404 for anyone else and for a review not yet published; 409 NOT_ALLOWED for a second reply.',
    tag: 'reviews',
    auth: 'session',
    step: 'onboarded',
    idempotent: true,
    params: IdParams,
    body: ReviewReplyBodySchema,
    data: ContractReviewSchema,
    successStatus: 201,
    errors: ['NOT_FOUND', 'NOT_ALLOWED'],
  }),
  organization: defineEndpoint({
    method: 'GET',
    path: '/organizations/:id',
    summary:
      "An organization's public page: its profile, its rating from talent's published reviews and its record (jobs posted, talent hired, share of applications answered, money paid through the platform).",
    tag: 'reviews',
    auth: 'session',
    step: 'onboarded',
    params: IdParams,
    data: OrganizationPageSchema,
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  organizationReviews: defineEndpoint({
    method: 'GET',
    path: '/organizations/:id/reviews',
    summary:
      'Published reviews of an organization by its talent, newest first, with sub-ratings and replies.',
    tag: 'reviews',
    auth: 'session',
    step: 'onboarded',
    params: IdParams,
    query: queryOf(paginationQuery(PAGE_SIZES.reviews)),
    data: pageOf(OrganizationReviewSchema),
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
};
