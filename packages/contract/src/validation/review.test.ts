import { describe, expect, it } from 'vitest';
import { CreateReviewSchema } from './review';

describe('review', () => {
  it('takes a rating from 1 to 5 and a comment', () => {
    expect(CreateReviewSchema.parse({ rating: 5, comment: ' Great work ' })).toEqual({
      rating: 5,
      comment: 'Great work',
    });
    expect(CreateReviewSchema.safeParse({ rating: 1, comment: 'ok' }).success).toBe(true);
  });

  it.each([
    { rating: 0, comment: 'Great' },
    { rating: 6, comment: 'Great' },
    { rating: 4.5, comment: 'Great' },
    { comment: 'Great' },
    { rating: 4, comment: '  ' },
    { rating: 4 },
  ])('refuses %j', (value) => {
    expect(CreateReviewSchema.safeParse(value).error?.issues[0]?.message).toBe(
      'Please add a comment and rate the client!',
    );
  });

  it('bounds the comment at 1000 characters', () => {
    expect(CreateReviewSchema.safeParse({ rating: 5, comment: 'a'.repeat(1000) }).success).toBe(true);
    expect(
      CreateReviewSchema.safeParse({ rating: 5, comment: 'a'.repeat(1001) }).error?.issues[0]?.message,
    ).toBe('Comment must be at most 1000 characters.');
  });
});
