import { APPLICATION_STATUSES, type JobStatus } from '@casting/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { jobRequestCounts } from '../../db/schema/job-request-counts';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs, jobTags } from '../../db/schema/jobs';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { isoTimestamp } from '../../lib/iso-timestamp';
import { prepared } from '../../lib/prepared';
import { ownerBlockedViewer } from '../blocks/block-conditions';
import { present } from '../account-deletion/absent-accounts';

function detailStatement(db: Db) {
  const viewer = sql`${sql.placeholder('viewerUserId')}::uuid`;
  return prepared(db, 'job_detail', () =>
    db
      .select({
        card: jobs.card,
        title: jobs.title,
        headcount: jobs.headcount,
        experienceMinimum: jobs.experienceMinimum,
        experienceMaximum: jobs.experienceMaximum,
        careerLevel: jobs.careerLevel,
        educationLevel: jobs.educationLevel,
        description: jobs.description,
        requirements: jobs.requirements,
        requiredLicence: jobs.requiredLicence,
        organizationId: organizations.id,
        organizationName: organizations.name,
        organizationLogo: organizations.logo,
        organizationLocation: organizations.location,
        organizationInstagram: organizations.instagram,
        organizationTiktok: organizations.tiktok,
        organizationWebsite: organizations.website,
        organizationPhone: organizations.phone,
        organizationEmail: users.email,
        organizationVerified: organizations.verified,
        organizationRatingSum: organizations.ratingSum,
        organizationRatingCount: organizations.ratingCount,
        organizationUserId: organizations.userId,
        /** Out of Explore for everyone but its organization: hidden on a report, or its account suspended (issue 35) or being deleted (issue 36). */
        unlisted: sql<boolean>`(${jobs.hiddenAt} is not null or not ${present()})`,
        /**
         * The organization blocked the caller (issue 35), who has no job request on the job: to them
         * the job is not found. A job they applied or were invited to stays readable, as its chat does.
         */
        blockedViewer: sql<boolean>`(${ownerBlockedViewer(organizations.userId, viewer)}
          and not exists (select 1 from ${jobRequests} join ${individuals} on ${individuals.id} = ${jobRequests.individualId}
            where ${jobRequests.jobId} = ${jobs.id} and ${individuals.userId} = ${viewer}))`,
      })
      .from(jobs)
      .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
      .innerJoin(users, eq(users.id, organizations.userId))
      .where(eq(jobs.id, sql.placeholder('id'))),
  );
}

/** The job as its page shows it, and whether it is out of reach of `viewerUserId` (unlisted, blockedViewer). */
export async function findJobDetail(db: Db, id: string, viewerUserId: string) {
  const [row] = await detailStatement(db).execute({ id, viewerUserId });
  return row ?? null;
}

export type JobDetailRow = NonNullable<Awaited<ReturnType<typeof findJobDetail>>>;

export async function insertJob(db: Db, values: typeof jobs.$inferInsert, tagIds: readonly string[]) {
  const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
  if (row === undefined) throw new Error('insert into jobs returned no row');
  await db.insert(jobTags).values(tagIds.map((tagId) => ({ jobId: row.id, tagId })));
  return row.id;
}

/** Compare-and-set of the owner's job from one status to the other; false when nothing changed. */
export async function moveJob(
  db: Db,
  id: string,
  organizationId: string,
  from: JobStatus,
  to: JobStatus,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ jobStatus: to })
    .where(and(eq(jobs.id, id), eq(jobs.organizationId, organizationId), eq(jobs.jobStatus, from)))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/** Declines every pending application of a job; the chats to tell. */
export async function declinePendingRequests(db: Db, jobId: string): Promise<string[]> {
  const rows = await db
    .update(jobRequests)
    .set({ status: 'REJECTED' })
    .where(and(eq(jobRequests.jobId, jobId), eq(jobRequests.status, 'PENDING')))
    .returning({ chatId: jobRequests.chatId });
  return rows.map((row) => row.chatId);
}

/** A job's applications by state, as the triggers of migration 0020 keep them. */
const countsJson = sql`json_build_object(
  'pending', ${jobRequestCounts.pending}, 'accepted', ${jobRequestCounts.accepted},
  'declined', ${jobRequestCounts.declined}, 'finished', ${jobRequestCounts.finished})`;

/** A job of My Jobs as JSON text, its applications counted by state. */
const myJobJson = sql<string>`json_build_object(
  'id', ${jobs.id}, 'title', ${jobs.title}, 'jobCategory', ${jobs.jobCategory},
  'jobStatus', ${jobs.jobStatus}, 'headcount', ${jobs.headcount}, 'createdAt', ${isoTimestamp(jobs.createdAt)},
  'pay', json_build_object('amount', ${jobs.payAmount}, 'currency', ${jobs.payCurrency}, 'basis', ${jobs.payBasis}),
  'counts', ${countsJson})::text`;

function organizationJobsStatement(db: Db, byStatus: boolean) {
  return prepared(db, `organization_jobs_${byStatus ? 's' : 'a'}`, () =>
    db
      .select({ job: myJobJson })
      .from(jobs)
      .innerJoin(jobRequestCounts, eq(jobRequestCounts.jobId, jobs.id))
      .where(
        and(
          eq(
            jobs.organizationId,
            db
              .select({ id: organizations.id })
              .from(organizations)
              .where(eq(organizations.userId, sql.placeholder('userId'))),
          ),
          byStatus ? eq(jobs.jobStatus, sql.placeholder('status')) : undefined,
        ),
      )
      .orderBy(desc(jobs.jobStatus), desc(jobs.createdAt), desc(jobs.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
}

/**
 * The jobs of the organization of `userId` as JSON texts, OPEN before CLOSED and newest first
 * (a backward scan of jobs_organization_status_created_idx).
 */
export async function listOrganizationJobs(
  db: Db,
  userId: string,
  status: JobStatus | undefined,
  limit: number,
  offset: number,
): Promise<string[]> {
  const rows = await organizationJobsStatement(db, status !== undefined).execute({
    userId,
    status,
    limit,
    offset,
  });
  return rows.map((row) => row.job);
}

/** Applications of a job; invitations the talent has not answered with an application are not counted. */
export async function countJobRequests(db: Db, jobId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(jobRequests)
    .where(and(eq(jobRequests.jobId, jobId), inArray(jobRequests.status, APPLICATION_STATUSES)));
  return row?.value ?? 0;
}

/** Of `jobIds`, those the user has applied for; an invitation is not an application. */
export async function jobsAppliedForBy(
  db: Db,
  userId: string,
  jobIds: readonly string[],
): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db
    .select({ jobId: jobRequests.jobId })
    .from(jobRequests)
    .innerJoin(individuals, eq(individuals.id, jobRequests.individualId))
    .where(
      and(
        eq(individuals.userId, userId),
        inArray(jobRequests.jobId, [...jobIds]),
        inArray(jobRequests.status, APPLICATION_STATUSES),
      ),
    );
  return new Set(rows.map((row) => row.jobId));
}

export async function jobExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id)).limit(1);
  return row !== undefined;
}
