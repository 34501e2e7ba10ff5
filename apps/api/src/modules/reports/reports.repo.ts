import type { ReportTargetType } from '@casting/contract';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { chats, messages } from '../../db/schema/chats';
import { individuals } from '../../db/schema/individuals';
import { jobs } from '../../db/schema/jobs';
import { organizations } from '../../db/schema/organizations';
import { reports } from '../../db/schema/reports';
import { reviews } from '../../db/schema/reviews';

/** The account whose job it is, when `viewerUserId` can see the job (a hidden one only its owner). */
export async function findAccountOfJob(db: Db, viewerUserId: string, jobId: string) {
  const [row] = await db
    .select({ userId: organizations.userId })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .where(and(eq(jobs.id, jobId), or(isNull(jobs.hiddenAt), eq(organizations.userId, viewerUserId))))
    .limit(1);
  return row?.userId ?? null;
}

/** Who sent a message of one of `viewerUserId`'s chats (a hidden one is shown to nobody). */
export async function findAccountOfMessage(db: Db, viewerUserId: string, messageId: string) {
  const [row] = await db
    .select({ userId: messages.senderUserId })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(
      and(
        eq(messages.id, messageId),
        isNull(messages.hiddenAt),
        or(eq(chats.individualUserId, viewerUserId), eq(chats.organizationUserId, viewerUserId)),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

/** Who wrote a review that `viewerUserId` can see: a published one, or one of their own. */
export async function findAccountOfReview(db: Db, viewerUserId: string, reviewId: string) {
  const author = sql<string>`case when ${reviews.authorRole} = 'ORGANIZATION'
    then ${organizations.userId} else ${individuals.userId} end`;
  const [row] = await db
    .select({ userId: author })
    .from(reviews)
    .innerJoin(organizations, eq(organizations.id, reviews.organizationId))
    .innerJoin(individuals, eq(individuals.id, reviews.individualId))
    .where(
      and(
        eq(reviews.id, reviewId),
        isNull(reviews.hiddenAt),
        or(isNotNull(reviews.publishedAt), sql`${author} = ${viewerUserId}`),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

/** The report, made now (`created`) or the one the reporter already made of the same item. */
export async function insertOrFindReport(
  db: Db,
  values: {
    reporterUserId: string;
    targetType: ReportTargetType;
    targetId: string;
    accountUserId: string;
    reason: string;
    details: string;
  },
) {
  const [inserted] = await db.insert(reports).values(values).onConflictDoNothing().returning();
  if (inserted !== undefined) return { row: inserted, created: true };
  const [found] = await db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.reporterUserId, values.reporterUserId),
        eq(reports.targetType, values.targetType),
        eq(reports.targetId, values.targetId),
      ),
    )
    .limit(1);
  if (found === undefined) throw new Error('report vanished after a conflicting insert');
  return { row: found, created: false };
}
