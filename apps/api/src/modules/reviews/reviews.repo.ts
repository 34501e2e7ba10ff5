import { and, count, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs } from '../../db/schema/jobs';
import { milestones } from '../../db/schema/milestones';
import { organizations } from '../../db/schema/organizations';
import { reviews, type ReviewRow } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';
import { deletedUserIds, present } from '../account-deletion/absent-accounts';

/** A contract with what its reviews need to know of both parties. */
const contractColumns = {
  id: jobRequests.id,
  status: jobRequests.status,
  chatId: jobRequests.chatId,
  finishedAt: jobRequests.finishedAt,
  jobId: jobs.id,
  jobTitle: jobs.title,
  individualId: individuals.id,
  individualUserId: individuals.userId,
  talentName: sql<string>`${individuals.firstName} || ' ' || ${individuals.lastName}`,
  organizationId: organizations.id,
  organizationUserId: organizations.userId,
  organizationName: organizations.name,
};

export type ReviewContract = Awaited<ReturnType<typeof findReviewContract>> & object;

export async function findReviewContract(db: Db, requestId: string) {
  const [row] = await db
    .select(contractColumns)
    .from(jobRequests)
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .innerJoin(individuals, eq(individuals.id, jobRequests.individualId))
    .where(eq(jobRequests.id, requestId))
    .limit(1);
  return row ?? null;
}

/** Holds the contract's row until the transaction ends: its two reviews are written one after the other. */
export async function lockContract(db: Db, requestId: string): Promise<void> {
  await db
    .select({ id: jobRequests.id })
    .from(jobRequests)
    .where(eq(jobRequests.id, requestId))
    .for('update');
}

export async function findReviewsOfContract(db: Db, requestId: string): Promise<ReviewRow[]> {
  return db.select().from(reviews).where(eq(reviews.jobRequestId, requestId));
}

export async function findReview(db: Db, id: string): Promise<ReviewRow | null> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  return row ?? null;
}

export async function insertReview(db: Db, values: typeof reviews.$inferInsert): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(values).returning();
  if (row === undefined) throw new Error('insert into reviews returned no row');
  return row;
}

/** Adds a review to its subject's stars (`sign` 1), or takes it out of them (-1). */
async function countInStars(db: Db, review: ReviewRow, sign: 1 | -1): Promise<void> {
  const rating = review.rating * sign;
  if (review.authorRole === 'ORGANIZATION') {
    await db
      .update(individuals)
      .set({
        ratingSum: sql`${individuals.ratingSum} + ${rating}`,
        ratingCount: sql`${individuals.ratingCount} + ${sign}`,
      })
      .where(eq(individuals.id, review.individualId));
  } else {
    await db
      .update(organizations)
      .set({
        ratingSum: sql`${organizations.ratingSum} + ${rating}`,
        ratingCount: sql`${organizations.ratingCount} + ${sign}`,
      })
      .where(eq(organizations.id, review.organizationId));
  }
}

/**
 * Publishes the contract's hidden reviews at one moment and adds each to its subject's stars,
 * unless an operator hid it meanwhile; the published rows. Run under `lockContract`, so a review
 * is counted once.
 */
export async function publishReviews(db: Db, requestId: string, at: Date): Promise<ReviewRow[]> {
  const published = await db
    .update(reviews)
    .set({ publishedAt: at })
    .where(and(eq(reviews.jobRequestId, requestId), isNull(reviews.publishedAt)))
    .returning();
  for (const review of published) {
    if (review.hiddenAt === null) await countInStars(db, review, 1);
  }
  return published;
}

/**
 * An operator hides a review (issue 35): shown to nobody, and out of its subject's stars and count
 * if it was published. A compare-and-set on the row, which publishReviews updates too: whichever
 * comes second sees what the first did, so the review is counted in the stars at most once.
 */
export async function hideReview(db: Db, reviewId: string, at: Date): Promise<void> {
  const [hidden] = await db
    .update(reviews)
    .set({ hiddenAt: at })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)))
    .returning();
  if (hidden?.publishedAt != null) await countInStars(db, hidden, -1);
}

/** Contracts whose window closed (finished at or before `finishedBy`) with a review still hidden. */
export async function findDuePublications(db: Db, finishedBy: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: reviews.jobRequestId })
    .from(reviews)
    .innerJoin(jobRequests, eq(jobRequests.id, reviews.jobRequestId))
    .where(and(isNull(reviews.publishedAt), lte(jobRequests.finishedAt, finishedBy)))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Finished contracts whose window closes soon (finished at or before `finishedBy`, still open
 * after `openAfter`), not yet reminded, with a side that has not reviewed.
 */
export async function findDueClosingReminders(
  db: Db,
  window: { finishedBy: Date; openAfter: Date },
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: jobRequests.id })
    .from(jobRequests)
    .where(
      and(
        eq(jobRequests.status, 'FINISHED'),
        isNull(jobRequests.reviewRemindedAt),
        lte(jobRequests.finishedAt, window.finishedBy),
        sql`${jobRequests.finishedAt} > ${window.openAfter}`,
        sql`(select count(*) from ${reviews} where ${reviews.jobRequestId} = ${jobRequests.id}) < 2`,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Compare-and-set: true for the one run that marks the contract reminded. */
export async function markReviewReminded(db: Db, requestId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(jobRequests)
    .set({ reviewRemindedAt: at })
    .where(and(eq(jobRequests.id, requestId), isNull(jobRequests.reviewRemindedAt)))
    .returning({ id: jobRequests.id });
  return rows.length === 1;
}

/** Compare-and-set: the review with its reply, or null when it was answered already. */
export async function setReply(db: Db, id: string, comment: string, at: Date): Promise<ReviewRow | null> {
  const [row] = await db
    .update(reviews)
    .set({ reply: comment, repliedAt: at })
    .where(and(eq(reviews.id, id), isNull(reviews.reply), isNotNull(reviews.publishedAt)))
    .returning();
  return row ?? null;
}

/** Published reviews of the organization by its talent, newest first. */
export async function listOrganizationReviews(db: Db, organizationId: string, limit: number, offset: number) {
  return db
    .select({
      id: reviews.id,
      talentName: sql<string>`${individuals.firstName} || ' ' || ${individuals.lastName}`,
      formerMember: sql<boolean>`${individuals.userId} in ${deletedUserIds()}`,
      createdAt: reviews.createdAt,
      rating: reviews.rating,
      comment: reviews.comment,
      jobId: jobRequests.jobId,
      subRatings: reviews.subRatings,
      again: reviews.again,
      reply: reviews.reply,
      repliedAt: reviews.repliedAt,
    })
    .from(reviews)
    .innerJoin(individuals, eq(individuals.id, reviews.individualId))
    .innerJoin(jobRequests, eq(jobRequests.id, reviews.jobRequestId))
    .where(
      and(
        eq(reviews.organizationId, organizationId),
        eq(reviews.authorRole, 'INDIVIDUAL'),
        isNotNull(reviews.publishedAt),
        // An operator hid it on a report (issue 35).
        isNull(reviews.hiddenAt),
      ),
    )
    .orderBy(desc(reviews.publishedAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
}

/** The organization, unless its account is suspended (issue 35) or being deleted (issue 36): its page then leaves with it. */
export async function findOrganization(db: Db, id: string) {
  const [row] = await db
    .select({ organization: organizations })
    .from(organizations)
    .innerJoin(users, eq(users.id, organizations.userId))
    .where(and(eq(organizations.id, id), present()))
    .limit(1);
  return row?.organization ?? null;
}

/** What the organization has done: jobs, hires, answered applications, money released. */
export async function organizationRecord(db: Db, organizationId: string) {
  const ofOrganization = eq(jobs.organizationId, organizationId);
  const [[posted], [requests], [paid]] = await Promise.all([
    db.select({ total: count() }).from(jobs).where(ofOrganization),
    db
      .select({
        hired:
          sql<number>`count(*) filter (where ${inArray(jobRequests.status, ['APPROVED', 'FINISHED'])})`.mapWith(
            Number,
          ),
        received:
          sql<number>`count(*) filter (where ${inArray(jobRequests.status, ['PENDING', 'APPROVED', 'REJECTED', 'FINISHED'])})`.mapWith(
            Number,
          ),
        answered:
          sql<number>`count(*) filter (where ${inArray(jobRequests.status, ['APPROVED', 'REJECTED', 'FINISHED'])})`.mapWith(
            Number,
          ),
      })
      .from(jobRequests)
      .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
      .where(ofOrganization),
    db
      .select({ amount: sql<number>`coalesce(sum(${milestones.amount}), 0)`.mapWith(Number) })
      .from(milestones)
      .innerJoin(jobRequests, eq(jobRequests.id, milestones.jobRequestId))
      .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
      .where(and(ofOrganization, eq(milestones.status, 'RELEASED'))),
  ]);
  return {
    jobsPosted: posted?.total ?? 0,
    talentHired: requests?.hired ?? 0,
    applicationsReceived: requests?.received ?? 0,
    applicationsAnswered: requests?.answered ?? 0,
    paidHalalas: paid?.amount ?? 0,
  };
}
