import { APPLICATION_STATUSES, type ApplicantSort, type JobRequestStatus } from '@casting/contract';
import { and, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { joinedItems } from '../../lib/page';
import { prepared } from '../../lib/prepared';
import { individuals } from '../../db/schema/individuals';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs } from '../../db/schema/jobs';
import { notBlockedIndividual } from '../blocks/block-conditions';
import { notDeletedIndividual } from '../account-deletion/absent-accounts';
import { cardFor } from '../privacy/media-visibility-sql';

export interface ApplicantsFilter {
  readonly status?: JobRequestStatus | undefined;
  readonly shortlisted?: boolean | undefined;
}

/** Where each applicant's JSON text starts: the page leaves out the one past it there. */
export const APPLICANT_START = '{"talent":';
/**
 * An applicant as JSON text: the talent's stored card as the organization may see it (issue 36),
 * then the request's stored members (migration 0022).
 */
const applicantJson = (request: { members: SQLWrapper; organizationMembers: SQLWrapper }) =>
  sql<string>`${sql.raw(`'${APPLICANT_START}'`)} || ${cardFor(sql.placeholder('userId'))} || ',' || ${request.members} || ',' || ${request.organizationMembers} || '}'`;
const stars = sql<number>`case when ${individuals.ratingCount} = 0 then 0 else ${individuals.ratingSum}::float8 / ${individuals.ratingCount} end`;

/** The job is one of the caller's organization: checked once in the statement that reads the page. */
const ofCaller = sql`exists (select 1 from jobs j join organizations o on o.id = j.organization_id
  where j.id = ${sql.placeholder('jobId')} and o.user_id = ${sql.placeholder('userId')})`;

/**
 * One prepared statement per shape of the query (which filters, which order); `byBlocks` leaves
 * out talent in a block with the organization's account, either way.
 */
function applicantsStatement(
  db: Db,
  byStatus: boolean,
  byShortlist: boolean,
  sort: ApplicantSort,
  byBlocks: boolean,
) {
  const name = `applicants_${byStatus ? 's' : 'a'}_${byShortlist ? 'm' : 'a'}_${sort}${byBlocks ? '_blocks' : ''}`;
  return prepared(db, name, () => {
    const where = and(
      eq(jobRequests.jobId, sql.placeholder('jobId')),
      ofCaller,
      byStatus
        ? eq(jobRequests.status, sql.placeholder('status'))
        : inArray(jobRequests.status, APPLICATION_STATUSES),
      byShortlist ? eq(jobRequests.shortlisted, sql.placeholder('shortlisted')) : undefined,
      // Issue 36: a talent who deleted their account leaves the list with their application.
      notDeletedIndividual(jobRequests.individualId),
      byBlocks ? notBlockedIndividual(jobRequests.individualId, sql.placeholder('userId')) : undefined,
    );
    if (sort === 'rating') {
      // The job's requests with their talent, sorted by the talent's stars.
      const page = db
        .select({
          item: applicantJson(jobRequests).as('item'),
          stars: stars.as('stars'),
          createdAt: jobRequests.createdAt,
          id: jobRequests.id,
        })
        .from(jobRequests)
        .innerJoin(individuals, eq(individuals.id, jobRequests.individualId))
        .where(where)
        .orderBy(desc(stars), desc(jobRequests.createdAt), desc(jobRequests.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page');
      return db
        .select(
          joinedItems(sql`${page.item}`, sql`${page.stars} desc, ${page.createdAt} desc, ${page.id} desc`),
        )
        .from(page);
    }
    // The page of requests first (a backward scan of job_requests_job_created_idx, or of
    // job_requests_job_status_created_idx by status), then their talent.
    const page = db
      .select({
        id: jobRequests.id,
        createdAt: jobRequests.createdAt,
        members: jobRequests.members,
        organizationMembers: jobRequests.organizationMembers,
        individualId: jobRequests.individualId,
      })
      .from(jobRequests)
      .where(where)
      .orderBy(desc(jobRequests.createdAt), desc(jobRequests.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return db
      .select(joinedItems(applicantJson(page), sql`${page.createdAt} desc, ${page.id} desc`))
      .from(page)
      .innerJoin(individuals, eq(individuals.id, page.individualId));
  });
}

/**
 * A page of a job's applicants as JSON text joined by the database, newest first or by rating
 * (the job's requests are sorted then, which stays cheap since one job has at most some thousands
 * of applicants); no rows read when the job is not one of the organization of `userId`.
 */
export async function listApplicants(
  db: Db,
  userId: string,
  jobId: string,
  filter: ApplicantsFilter,
  sort: ApplicantSort,
  limit: number,
  offset: number,
  byBlocks = false,
) {
  const statement = applicantsStatement(
    db,
    filter.status !== undefined,
    filter.shortlisted !== undefined,
    sort,
    byBlocks,
  );
  const [joined] = await statement.execute({
    userId,
    jobId,
    status: filter.status,
    shortlisted: filter.shortlisted,
    limit,
    offset,
  });
  return joined ?? { items: '', rowsRead: 0 };
}

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
