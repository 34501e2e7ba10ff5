import type { JobRequestStatus } from '@casting/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { prepared } from '../../lib/prepared';
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
      organizationCard: jobs.organizationCard,
    })
    .from(jobRequests)
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .where(where);
}

/** A talent's applications and invitations, newest first: a backward scan of job_requests_individual_(status_)created_idx. */
export async function listApplicationsOf(
  db: Db,
  individualId: string,
  status: JobRequestStatus | undefined,
  limit: number,
  offset: number,
) {
  const statement = prepared(db, `applications_of_${status === undefined ? 'a' : 's'}`, () =>
    selectApplications(
      db,
      and(
        eq(jobRequests.individualId, sql.placeholder('individualId')),
        status === undefined ? undefined : eq(jobRequests.status, sql.placeholder('status')),
      ),
    )
      .orderBy(desc(jobRequests.createdAt), desc(jobRequests.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  return statement.execute({ individualId, status, limit, offset });
}

export type ApplicationRow = Awaited<ReturnType<typeof listApplicationsOf>>[number];

export async function findApplication(db: Db, requestId: string): Promise<ApplicationRow | null> {
  const [row] = await selectApplications(db, eq(jobRequests.id, requestId)).limit(1);
  return row ?? null;
}

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
