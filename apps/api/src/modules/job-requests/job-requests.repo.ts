import { and, count, desc, eq, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs } from '../../db/schema/jobs';
import { organizations } from '../../db/schema/organizations';
import { reviews } from '../../db/schema/reviews';

/**
 * Makes the talent's application for a job, or turns the invitation they had into one; null
 * when they already applied.
 */
export async function insertApplication(
  db: Db,
  values: { jobId: string; individualId: string; chatId: string; coverLetter: string; createdAt: Date },
) {
  const [row] = await db
    .insert(jobRequests)
    .values({ ...values, status: 'PENDING' })
    .onConflictDoUpdate({
      target: [jobRequests.jobId, jobRequests.individualId],
      set: {
        status: 'PENDING',
        createdAt: values.createdAt,
        chatId: values.chatId,
        coverLetter: values.coverLetter,
      },
      setWhere: inArray(jobRequests.status, ['INVITED', 'INVITATION_DECLINED']),
    })
    .returning({ id: jobRequests.id });
  return row ?? null;
}

/** The job's status, read under a share lock: a close waits for the application, or the application sees the close. */
export async function lockJobStatus(db: Db, jobId: string): Promise<string | null> {
  const [row] = await db.select({ status: jobs.jobStatus }).from(jobs).where(eq(jobs.id, jobId)).for('share');
  return row?.status ?? null;
}

/** A request of a job, with what a transition needs to know about both sides. */
export async function findJobRequestOfJob(db: Db, jobId: string, requestId: string) {
  const [row] = await db
    .select({
      id: jobRequests.id,
      status: jobRequests.status,
      chatId: jobRequests.chatId,
      individualId: jobRequests.individualId,
      individualUserId: individuals.userId,
      jobId: jobs.id,
      jobTitle: jobs.title,
      organizationId: jobs.organizationId,
      organizationName: organizations.name,
      organizationUserId: organizations.userId,
      talentName: sql<string>`${individuals.firstName} || ' ' || ${individuals.lastName}`,
    })
    .from(jobRequests)
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .innerJoin(individuals, eq(individuals.id, jobRequests.individualId))
    .where(and(eq(jobRequests.jobId, jobId), eq(jobRequests.id, requestId)))
    .limit(1);
  return row ?? null;
}

/**
 * Compare-and-set: true for the one request that moves the status from `from` to `to`. A finish
 * is stamped: the review window runs from it.
 */
export async function moveJobRequest(
  db: Db,
  id: string,
  from: string,
  to: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(jobRequests)
    .set(to === 'FINISHED' ? { status: to, finishedAt: at } : { status: to })
    .where(and(eq(jobRequests.id, id), eq(jobRequests.status, from)))
    .returning({ id: jobRequests.id });
  return rows.length === 1;
}

export async function findOrganizationIdOfJob(db: Db, jobId: string): Promise<string | null> {
  const [row] = await db
    .select({ organizationId: jobs.organizationId })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row?.organizationId ?? null;
}

/** Finished requests of a job that have no review yet. */
export async function findUnreviewedFinishedRequests(db: Db, jobId: string) {
  return db
    .select({ id: jobRequests.id })
    .from(jobRequests)
    .leftJoin(reviews, eq(reviews.jobRequestId, jobRequests.id))
    .where(and(eq(jobRequests.jobId, jobId), eq(jobRequests.status, 'FINISHED'), sql`${reviews.id} is null`));
}

export async function completeJobRequest(db: Db, id: string, at: Date): Promise<void> {
  await db.update(jobRequests).set({ completedAt: at }).where(eq(jobRequests.id, id));
}

export async function sumCompletedContracts(db: Db, individualId: string) {
  const [row] = await db
    .select({ earnings: sum(jobs.paySarHalalas).mapWith(Number), projects: count() })
    .from(jobRequests)
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .where(and(eq(jobRequests.individualId, individualId), isNotNull(jobRequests.completedAt)));
  return { earnings: row?.earnings ?? 0, projects: row?.projects ?? 0 };
}

export async function listCompletedContracts(db: Db, individualId: string, limit: number, offset: number) {
  return db
    .select({
      jobRequestId: jobRequests.id,
      jobId: jobs.id,
      title: jobs.title,
      payAmount: jobs.payAmount,
      payCurrency: jobs.payCurrency,
      payBasis: jobs.payBasis,
      organizationName: organizations.name,
      completedAt: jobRequests.completedAt,
    })
    .from(jobRequests)
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .where(and(eq(jobRequests.individualId, individualId), isNotNull(jobRequests.completedAt)))
    .orderBy(desc(jobRequests.completedAt), desc(jobRequests.id))
    .limit(limit)
    .offset(offset);
}

export async function findJobForApplication(db: Db, jobId: string) {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.jobStatus,
      requiredLicence: jobs.requiredLicence,
      organizationId: organizations.id,
      organizationUserId: organizations.userId,
    })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row ?? null;
}
