import type { JobRequestStatus } from '@casting/contract';
import { and, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { joinedItems } from '../../lib/page';
import { prepared } from '../../lib/prepared';
import { individuals } from '../../db/schema/individuals';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs } from '../../db/schema/jobs';

function selectApplications(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: jobRequests.id,
      individualId: jobRequests.individualId,
      status: jobRequests.status,
      createdAt: jobRequests.createdAt,
      chatId: jobRequests.chatId,
      jobId: jobs.id,
      jobTitle: jobs.title,
      jobStatus: jobs.jobStatus,
      payAmount: jobs.payAmount,
      payCurrency: jobs.payCurrency,
      payBasis: jobs.payBasis,
      organizationCard: jobs.organizationCard,
    })
    .from(jobRequests)
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .where(where);
}

/** Where each application's JSON text starts: the page leaves out the one past it there. */
export const APPLICATION_START = '{"job":';
/** An application as JSON text: its job's stored summary and organization card, then the request's stored members (migration 0022). */
const applicationJson = (request: { members: SQLWrapper }) =>
  sql<string>`${sql.raw(`'${APPLICATION_START}'`)} || ${jobs.summary} || ',"organization":' || ${jobs.organizationCard} || ',' || ${request.members} || '}'`;

/**
 * A talent's applications and invitations, newest first, as JSON text joined by the database:
 * one statement from the caller's user id, a backward scan of
 * job_requests_individual_(status_)created_idx, then their jobs.
 */
export async function listApplicationsOfUser(
  db: Db,
  userId: string,
  status: JobRequestStatus | undefined,
  limit: number,
  offset: number,
) {
  const statement = prepared(db, `applications_of_${status === undefined ? 'a' : 's'}`, () => {
    const page = db
      .select({
        id: jobRequests.id,
        createdAt: jobRequests.createdAt,
        members: jobRequests.members,
        jobId: jobRequests.jobId,
      })
      .from(jobRequests)
      .where(
        and(
          eq(
            jobRequests.individualId,
            db
              .select({ id: individuals.id })
              .from(individuals)
              .where(eq(individuals.userId, sql.placeholder('userId'))),
          ),
          status === undefined ? undefined : eq(jobRequests.status, sql.placeholder('status')),
        ),
      )
      .orderBy(desc(jobRequests.createdAt), desc(jobRequests.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return db
      .select(joinedItems(applicationJson(page), sql`${page.createdAt} desc, ${page.id} desc`))
      .from(page)
      .innerJoin(jobs, eq(jobs.id, page.jobId));
  });
  const [joined] = await statement.execute({ userId, status, limit, offset });
  return joined ?? { items: '', rowsRead: 0 };
}

export async function findApplication(db: Db, requestId: string) {
  const [row] = await selectApplications(db, eq(jobRequests.id, requestId)).limit(1);
  return row ?? null;
}

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/** Invites a talent: null when the talent already applied or was invited for the job. */
export async function insertInvitation(
  db: Db,
  values: { jobId: string; individualId: string; chatId: string; createdAt: Date },
) {
  const [row] = await db
    .insert(jobRequests)
    .values({ ...values, status: 'INVITED' })
    .onConflictDoNothing({ target: [jobRequests.jobId, jobRequests.individualId] })
    .returning({ id: jobRequests.id });
  return row ?? null;
}

/** Compare-and-set of the talent's own request between two states; false when nothing changed. */
export async function moveOwnRequest(
  db: Db,
  requestId: string,
  individualId: string,
  from: JobRequestStatus,
  to: JobRequestStatus,
): Promise<boolean> {
  const rows = await db
    .update(jobRequests)
    .set({ status: to })
    .where(
      and(
        eq(jobRequests.id, requestId),
        eq(jobRequests.individualId, individualId),
        eq(jobRequests.status, from),
      ),
    )
    .returning({ id: jobRequests.id });
  return rows.length === 1;
}
