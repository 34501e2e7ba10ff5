import type { ReportContext } from '@casting/contract';
import type { Db } from '../../db/database';
import type { ReportRow } from '../../db/schema/reports';
import { findJob, findMessage, findReview, messagesAround, profileOf } from './operator-reports.repo';

/** What the operator needs beside a report: the item, what surrounds it and its author's profile. */
export async function reportContext(db: Db, report: ReportRow): Promise<ReportContext> {
  const context: ReportContext = {
    chat: null,
    job: null,
    review: null,
    profile: await profileOf(db, report.accountUserId),
  };
  if (report.targetType === 'MESSAGE') {
    const message = await findMessage(db, report.targetId);
    if (message !== null) {
      const around = await messagesAround(db, message);
      context.chat = {
        id: message.chatId,
        messages: around.map((row) => ({
          id: row.id,
          senderId: row.senderUserId,
          content: row.content,
          createdAt: row.createdAt.toISOString(),
          hidden: row.hiddenAt !== null,
        })),
      };
    }
  } else if (report.targetType === 'JOB') {
    const job = await findJob(db, report.targetId);
    if (job !== null)
      context.job = {
        id: job.id,
        title: job.title,
        description: job.description,
        hidden: job.hiddenAt !== null,
      };
  } else if (report.targetType === 'REVIEW') {
    const review = await findReview(db, report.targetId);
    if (review !== null)
      context.review = {
        id: review.id,
        rating: review.rating,
        comment: review.comment,
        hidden: review.hiddenAt !== null,
      };
  }
  return context;
}
