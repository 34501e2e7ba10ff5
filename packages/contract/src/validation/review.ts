import { z } from 'zod';
import { LIMITS, MAX_LENGTHS } from '../constants';
import { requiredText } from './text';
import { messageText } from '../messages/contract-messages';

export const REVIEW_MESSAGE = messageText('review');

export const CreateReviewSchema = z.strictObject({
  rating: z
    .number({ error: REVIEW_MESSAGE })
    .int(REVIEW_MESSAGE)
    .min(LIMITS.ratingMin, REVIEW_MESSAGE)
    .max(LIMITS.ratingMax, REVIEW_MESSAGE),
  comment: requiredText(REVIEW_MESSAGE, messageText('labelComment'), MAX_LENGTHS.reviewComment),
});
export type CreateReviewInput = z.input<typeof CreateReviewSchema>;
export type CreateReview = z.output<typeof CreateReviewSchema>;
