import { z } from 'zod';
import { OrganizationSubRatingsSchema, TalentSubRatingsSchema } from '../validation/review';

/** The reviewed side's one public answer. */
export const ReviewReplySchema = z.object({ comment: z.string(), createdAt: z.iso.datetime() });
export type ReviewReply = z.infer<typeof ReviewReplySchema>;

/**
 * A published review of a talent, as their profile lists it, and as writing one answers. Reviews
 * written before issue 34 have no sub-ratings and no "would hire again" (null).
 */
export const ReviewSchema = z.object({
  id: z.uuid(),
  organizationName: z.string(),
  createdAt: z.iso.datetime(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  jobId: z.uuid(),
  subRatings: TalentSubRatingsSchema.nullable().optional(),
  again: z.boolean().nullable().optional(),
  reply: ReviewReplySchema.nullable().optional(),
  /** The author deleted their account (issue 36): the review stays, signed "Former member". */
  formerMember: z.boolean().optional(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** A published review of an organization by its talent. */
export const OrganizationReviewSchema = z.object({
  id: z.uuid(),
  talentName: z.string(),
  createdAt: z.iso.datetime(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  jobId: z.uuid(),
  subRatings: OrganizationSubRatingsSchema,
  again: z.boolean(),
  reply: ReviewReplySchema.nullable(),
  /** As a talent's review's `formerMember`. */
  formerMember: z.boolean().optional(),
});
export type OrganizationReview = z.infer<typeof OrganizationReviewSchema>;

export const REVIEW_VISIBILITIES = ['HIDDEN', 'PUBLISHED'] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];

/**
 * One side's review of a contract as the caller may see it: its author sees it whole; the other
 * party sees only that it exists until it is published. The note to the platform is never shown.
 */
export const ContractReviewSchema = z.object({
  id: z.uuid(),
  author: z.enum(['ORGANIZATION', 'INDIVIDUAL']),
  status: z.enum(REVIEW_VISIBILITIES),
  createdAt: z.iso.datetime(),
  /** When a hidden review will be published at the latest: the end of the review window. */
  publishAt: z.iso.datetime().nullable(),
  publishedAt: z.iso.datetime().nullable(),
  rating: z.number().int().min(1).max(5).nullable(),
  comment: z.string().nullable(),
  subRatings: z.union([TalentSubRatingsSchema, OrganizationSubRatingsSchema]).nullable(),
  again: z.boolean().nullable(),
  reply: ReviewReplySchema.nullable(),
});
export type ContractReview = z.infer<typeof ContractReviewSchema>;

/** Both sides' reviews of a finished contract, and whether the caller may still write theirs. */
export const ContractReviewsSchema = z.object({
  /** The end of the 14 days after the contract finished; null while it is not finished. */
  closesAt: z.iso.datetime().nullable(),
  canReview: z.boolean(),
  mine: ContractReviewSchema.nullable(),
  theirs: ContractReviewSchema.nullable(),
});
export type ContractReviews = z.infer<typeof ContractReviewsSchema>;
