import { z } from 'zod';
import { LIMITS, MAX_LENGTHS } from '../constants';
import { maxLengthMessage, requiredText } from './text';
import { messageText } from '../messages/contract-messages';

export const REVIEW_MESSAGE = messageText('review');
const SUB_RATINGS_MESSAGE = messageText('subRatingsRequired');
const AGAIN_MESSAGE = messageText('againRequired');

const stars = (message: string) =>
  z.number({ error: message }).int(message).min(LIMITS.ratingMin, message).max(LIMITS.ratingMax, message);

/** What the organization rates besides the overall stars (issue 34). */
export const TALENT_SUB_RATINGS = ['quality', 'professionalism', 'communication'] as const;
/** What the talent rates of the organization. */
export const ORGANIZATION_SUB_RATINGS = ['brief', 'paidOnTime', 'safeSet', 'communication'] as const;
export type TalentSubRating = (typeof TALENT_SUB_RATINGS)[number];
export type OrganizationSubRating = (typeof ORGANIZATION_SUB_RATINGS)[number];

function subRatingsOf<K extends string>(keys: readonly K[]) {
  const shape = Object.fromEntries(keys.map((key) => [key, stars(SUB_RATINGS_MESSAGE)])) as Record<
    K,
    ReturnType<typeof stars>
  >;
  return z.strictObject(shape, { error: SUB_RATINGS_MESSAGE });
}

export const TalentSubRatingsSchema = subRatingsOf(TALENT_SUB_RATINGS);
export const OrganizationSubRatingsSchema = subRatingsOf(ORGANIZATION_SUB_RATINGS);

const privateNote = z
  .string()
  .trim()
  .max(
    MAX_LENGTHS.reviewComment,
    maxLengthMessage(messageText('labelPrivateNote'), MAX_LENGTHS.reviewComment),
  )
  .optional();

const comment = requiredText(REVIEW_MESSAGE, messageText('labelComment'), MAX_LENGTHS.reviewComment);

/**
 * The spec's review of the talent (`POST /jobs/{jobId}/reviews`): stars and a comment; the
 * sub-ratings, "would hire again" and a note to the platform may go with it.
 */
export const CreateReviewSchema = z.strictObject({
  rating: stars(REVIEW_MESSAGE),
  comment,
  subRatings: TalentSubRatingsSchema.optional(),
  again: z.boolean({ error: AGAIN_MESSAGE }).optional(),
  privateNote,
});
export type CreateReviewInput = z.input<typeof CreateReviewSchema>;
export type CreateReview = z.output<typeof CreateReviewSchema>;

/** The organization's review of its talent on `POST /job-requests/{id}/reviews`: every part asked. */
export const TalentReviewBodySchema = CreateReviewSchema.extend({
  subRatings: TalentSubRatingsSchema,
  again: z.boolean({ error: AGAIN_MESSAGE }),
});

/** The talent's review of the organization. */
export const OrganizationReviewBodySchema = z.strictObject({
  rating: stars(REVIEW_MESSAGE),
  comment,
  subRatings: OrganizationSubRatingsSchema,
  again: z.boolean({ error: AGAIN_MESSAGE }),
  privateNote,
});
export type TalentReviewBody = z.output<typeof TalentReviewBodySchema>;
export type OrganizationReviewBody = z.output<typeof OrganizationReviewBodySchema>;

/**
 * `POST /job-requests/{id}/reviews` as it arrives: either side's fields. The server checks it
 * again with the caller's side's schema, whose messages name what is missing.
 */
export const ContractReviewBodySchema = z.strictObject({
  rating: z.unknown().optional(),
  comment: z.unknown().optional(),
  subRatings: z.unknown().optional(),
  again: z.unknown().optional(),
  privateNote: z.unknown().optional(),
});

export const ReviewReplyBodySchema = z.strictObject({
  comment: requiredText(messageText('replyRequired'), messageText('labelReply'), MAX_LENGTHS.reviewComment),
});
export type ReviewReplyBody = z.output<typeof ReviewReplyBodySchema>;
