import { APPLICATION_STATUSES, type ApplicantSort, type JobRequestStatus } from '@casting/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs } from '../../db/schema/jobs';

export interface ApplicantsFilter {
  readonly status?: JobRequestStatus | undefined;
  readonly shortlisted?: boolean | undefined;
}

const measurement = (name: string) => sql<number | null>`(${individuals.specialtyInfo} ->> ${name})::float8`;
const stars = sql<number>`case when ${individuals.ratingCount} = 0 then 0 else ${individuals.ratingSum}::float8 / ${individuals.ratingCount} end`;

/**
 * A page of a job's applicants. Newest first is a backward scan of job_requests_job_created_idx
 * (job_requests_job_status_created_idx with a status); by rating, the job's requests are sorted,
 * which stays cheap since one job has at most some thousands of applicants.
 */
export async function listApplicants(
  db: Db,
  jobId: string,
  filter: ApplicantsFilter,
  sort: ApplicantSort,
  limit: number,
  offset: number,
) {
  return db
    .select({
      id: jobRequests.id,
      status: jobRequests.status,
      shortlisted: jobRequests.shortlisted,
      createdAt: jobRequests.createdAt,
      chatId: jobRequests.chatId,
      card: individuals.card,
      stars,
      height: measurement('height'),
      bust: measurement('bust'),
      waist: measurement('waist'),
      hips: measurement('hips'),
      coverLetter: sql<string | null>`(
        select m.content from messages m
        where m.job_request_id = "job_requests"."id" and m.message_type = 'REQUEST'
        limit 1
      )`,
    })
    .from(jobRequests)
    .innerJoin(individuals, eq(individuals.id, jobRequests.individualId))
    .where(
      and(
        eq(jobRequests.jobId, jobId),
        filter.status === undefined
          ? inArray(jobRequests.status, APPLICATION_STATUSES)
          : eq(jobRequests.status, filter.status),
        filter.shortlisted === undefined ? undefined : eq(jobRequests.shortlisted, filter.shortlisted),
      ),
    )
    .orderBy(...(sort === 'rating' ? [desc(stars)] : []), desc(jobRequests.createdAt), desc(jobRequests.id))
    .limit(limit)
    .offset(offset);
}

export type ApplicantRow = Awaited<ReturnType<typeof listApplicants>>[number];

/** The organization whose job a request belongs to. */
export async function findOrganizationOfRequest(db: Db, requestId: string): Promise<string | null> {
  const [row] = await db
    .select({ organizationId: jobs.organizationId })
    .from(jobRequests)
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .where(eq(jobRequests.id, requestId))
    .limit(1);
  return row?.organizationId ?? null;
}

export async function setShortlisted(db: Db, requestId: string, shortlisted: boolean): Promise<void> {
  await db.update(jobRequests).set({ shortlisted }).where(eq(jobRequests.id, requestId));
}
