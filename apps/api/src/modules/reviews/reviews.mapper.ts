import type { ContractReview, ReviewReply } from '@casting/contract';
import type { ReviewRow } from '../../db/schema/reviews';

export function replyOf(row: { reply: string | null; repliedAt: Date | null }): ReviewReply | null {
  return row.reply === null || row.repliedAt === null
    ? null
    : { comment: row.reply, createdAt: row.repliedAt.toISOString() };
}

/**
 * A review as the reader may see it: its author, and anyone once it is published, see it whole;
 * the other party sees a hidden review's existence only. The note to the platform never leaves.
 */
export function toContractReview(row: ReviewRow, readerIsAuthor: boolean, closesAt: Date): ContractReview {
  const shown = readerIsAuthor || row.publishedAt !== null;
  return {
    id: row.id,
    author: row.authorRole === 'INDIVIDUAL' ? 'INDIVIDUAL' : 'ORGANIZATION',
    status: row.publishedAt === null ? 'HIDDEN' : 'PUBLISHED',
    createdAt: row.createdAt.toISOString(),
    publishAt: row.publishedAt === null ? closesAt.toISOString() : null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    rating: shown ? row.rating : null,
    comment: shown ? row.comment : null,
    subRatings: shown ? (row.subRatings as ContractReview['subRatings']) : null,
    again: shown ? row.again : null,
    reply: replyOf(row),
  };
}
