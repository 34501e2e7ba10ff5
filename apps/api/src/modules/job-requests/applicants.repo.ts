import { APPLICATION_STATUSES, type ApplicantSort, type JobRequestStatus } from '@casting/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { prepared } from '../../lib/prepared';
import { individuals } from '../../db/schema/individuals';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs } from '../../db/schema/jobs';

export interface ApplicantsFilter {
  readonly status?: JobRequestStatus | undefined;
  readonly shortlisted?: boolean | undefined;
}

const measurement = (name: string) => sql`(${individuals.specialtyInfo} ->> ${sql.raw(`'${name}'`)})::float8`;
/** A model's key measurements as JSON text, 'null' for other specialties. */
const measurements = sql<string>`case when ${individuals.role} = 'MODEL' then json_build_object(
  'height', ${measurement('height')}, 'bust', ${measurement('bust')},
  'waist', ${measurement('waist')}, 'hips', ${measurement('hips')})::text else 'null' end`;
/** The request's own members of an applicant as JSON text (the talent is added to it). */
const requestJson = (request: string) => sql<string>`json_build_object(
  'id', ${sql.raw(request)}.id, 'requestStatus', ${sql.raw(request)}.status,
  'shortlisted', ${sql.raw(request)}.shortlisted, 'coverLetter', ${sql.raw(request)}.cover_letter,
  'createdAt', to_char(${sql.raw(request)}.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'chatId', ${sql.raw(request)}.chat_id)::text`;
const stars = sql<number>`case when ${individuals.ratingCount} = 0 then 0 else ${individuals.ratingSum}::float8 / ${individuals.ratingCount} end`;
/** The stored card carries the talent's stars (migration 0016); the measurements are added to it. */
const talentColumns = { card: individuals.card, measurements };

/** The job is one of the caller's organization: checked once in the statement that reads the page. */
const ofCaller = sql`exists (select 1 from jobs j join organizations o on o.id = j.organization_id
  where j.id = ${sql.placeholder('jobId')} and o.user_id = ${sql.placeholder('userId')})`;

/** One prepared statement per shape of the query (which filters, which order). */
function applicantsStatement(db: Db, byStatus: boolean, byShortlist: boolean, sort: ApplicantSort) {
  const name = `applicants_${byStatus ? 's' : 'a'}_${byShortlist ? 'm' : 'a'}_${sort}`;
  return prepared(db, name, () => {
    const where = and(
      eq(jobRequests.jobId, sql.placeholder('jobId')),
      ofCaller,
      byStatus
        ? eq(jobRequests.status, sql.placeholder('status'))
        : inArray(jobRequests.status, APPLICATION_STATUSES),
      byShortlist ? eq(jobRequests.shortlisted, sql.placeholder('shortlisted')) : undefined,
    );
    if (sort === 'rating') {
      return db
        .select({
          request: requestJson('"job_requests"'),
          ...talentColumns,
        })
        .from(jobRequests)
        .innerJoin(individuals, eq(individuals.id, jobRequests.individualId))
        .where(where)
        .orderBy(desc(stars), desc(jobRequests.createdAt), desc(jobRequests.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    }
    // The page of requests first (a backward scan of job_requests_job_created_idx, or of
    // job_requests_job_status_created_idx by status), then their talent.
    const page = db
      .select({
        id: jobRequests.id,
        status: jobRequests.status,
        shortlisted: jobRequests.shortlisted,
        createdAt: jobRequests.createdAt,
        chatId: jobRequests.chatId,
        coverLetter: jobRequests.coverLetter,
        individualId: jobRequests.individualId,
      })
      .from(jobRequests)
      .where(where)
      .orderBy(desc(jobRequests.createdAt), desc(jobRequests.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return db
      .select({ request: requestJson('"page"'), ...talentColumns })
      .from(page)
      .innerJoin(individuals, eq(individuals.id, page.individualId))
      .orderBy(desc(page.createdAt), desc(page.id));
  });
}

/**
 * A page of a job's applicants, newest first or by rating (the job's requests are sorted then,
 * which stays cheap since one job has at most some thousands of applicants); no rows when the
 * job is not one of the organization of `userId`.
 */
export async function listApplicants(
  db: Db,
  userId: string,
  jobId: string,
  filter: ApplicantsFilter,
  sort: ApplicantSort,
  limit: number,
  offset: number,
) {
  const statement = applicantsStatement(
    db,
    filter.status !== undefined,
    filter.shortlisted !== undefined,
    sort,
  );
  return statement.execute({
    userId,
    jobId,
    status: filter.status,
    shortlisted: filter.shortlisted,
    limit,
    offset,
  });
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
