import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs } from '../../db/schema/jobs';
import { organizations } from '../../db/schema/organizations';
import { reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';
import { absentUserIds, deletedUserIds, present } from '../account-deletion/absent-accounts';

export async function findIndividualWithUser(db: Db, where: { id: string } | { userId: string }) {
  const [row] = await db
    .select({
      individual: individuals,
      user: { firstName: users.firstName, lastName: users.lastName },
      absent: sql<boolean>`not ${present()}`,
    })
    .from(individuals)
    .innerJoin(users, eq(users.id, individuals.userId))
    .where('id' in where ? eq(individuals.id, where.id) : eq(individuals.userId, where.userId))
    .limit(1);
  return row ?? null;
}

export type IndividualWithUser = NonNullable<Awaited<ReturnType<typeof findIndividualWithUser>>>;

export async function countFinishedJobRequests(db: Db, individualId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(jobRequests)
    .where(and(eq(jobRequests.individualId, individualId), eq(jobRequests.status, 'FINISHED')));
  return row?.value ?? 0;
}

export async function findRating(db: Db, individualId: string) {
  const [row] = await db
    .select({
      sum: individuals.ratingSum,
      count: individuals.ratingCount,
      isVisible: individuals.isVisible,
      userId: individuals.userId,
      absent: sql<boolean>`${individuals.userId} in ${absentUserIds()}`,
    })
    .from(individuals)
    .where(eq(individuals.id, individualId))
    .limit(1);
  return row ?? null;
}

/** The talent's published reviews by organizations, newest first. */
export async function findReviewsOf(db: Db, individualId: string) {
  return db
    .select({
      id: reviews.id,
      organizationName: organizations.name,
      formerMember: sql<boolean>`${organizations.userId} in ${deletedUserIds()}`,
      createdAt: reviews.createdAt,
      rating: reviews.rating,
      comment: reviews.comment,
      jobId: jobs.id,
      subRatings: reviews.subRatings,
      again: reviews.again,
      reply: reviews.reply,
      repliedAt: reviews.repliedAt,
    })
    .from(reviews)
    .innerJoin(organizations, eq(organizations.id, reviews.organizationId))
    .innerJoin(jobRequests, eq(jobRequests.id, reviews.jobRequestId))
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .where(
      and(
        eq(reviews.individualId, individualId),
        eq(reviews.authorRole, 'ORGANIZATION'),
        isNotNull(reviews.publishedAt),
        // An operator hid it on a report (issue 35).
        isNull(reviews.hiddenAt),
      ),
    )
    .orderBy(desc(reviews.publishedAt), desc(reviews.id))
    .limit(100);
}

export async function updateIndividual(db: Db, id: string, values: Partial<typeof individuals.$inferInsert>) {
  await db.update(individuals).set(values).where(eq(individuals.id, id));
}

export async function updateOrganizationOfUser(
  db: Db,
  userId: string,
  values: Partial<typeof organizations.$inferInsert>,
) {
  const rows = await db
    .update(organizations)
    .set(values)
    .where(eq(organizations.userId, userId))
    .returning({ id: organizations.id });
  return rows.length === 1;
}
