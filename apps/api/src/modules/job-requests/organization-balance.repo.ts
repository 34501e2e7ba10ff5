import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs } from '../../db/schema/jobs';

/** Accepted requests are contracts: committed until their review completes (pays) them. */
const isContract = inArray(jobRequests.status, ['APPROVED', 'FINISHED']);
/** In halalas, US dollar pay at the peg. */
const committed = sql<number>`coalesce(sum(${jobs.paySarHalalas}) filter (where ${jobRequests.completedAt} is null), 0)`;
const paid = sql<number>`coalesce(sum(${jobs.paySarHalalas}) filter (where ${jobRequests.completedAt} is not null), 0)`;
const contracts = sql<number>`count(*)`;
const paidContracts = sql<number>`count(*) filter (where ${jobRequests.completedAt} is not null)`;
const lastChange = sql`max(coalesce(${jobRequests.completedAt}, ${jobRequests.updatedAt}))`;
const date = sql<Date>`coalesce(${jobRequests.completedAt}, ${jobRequests.updatedAt})`;

const spending = {
  committed: committed.mapWith(Number),
  paid: paid.mapWith(Number),
  contracts: contracts.mapWith(Number),
  paidContracts: paidContracts.mapWith(Number),
};

function organizationsContracts(organizationId: string) {
  return and(eq(jobs.organizationId, organizationId), isContract);
}

export async function spendingPerJob(db: Db, organizationId: string) {
  return db
    .select({ jobId: jobs.id, title: jobs.title, ...spending })
    .from(jobRequests)
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .where(organizationsContracts(organizationId))
    .groupBy(jobs.id, jobs.title)
    .orderBy(desc(lastChange), desc(jobs.id));
}

export async function spendingPerTalent(db: Db, organizationId: string) {
  return db
    .select({
      individualId: individuals.id,
      firstName: individuals.firstName,
      lastName: individuals.lastName,
      ...spending,
    })
    .from(jobRequests)
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .innerJoin(individuals, eq(individuals.id, jobRequests.individualId))
    .where(organizationsContracts(organizationId))
    .groupBy(individuals.id, individuals.firstName, individuals.lastName)
    .orderBy(desc(lastChange), desc(individuals.id));
}

export async function listContracts(db: Db, organizationId: string, limit: number, offset: number) {
  return db
    .select({
      jobRequestId: jobRequests.id,
      jobId: jobs.id,
      title: jobs.title,
      individualId: individuals.id,
      firstName: individuals.firstName,
      lastName: individuals.lastName,
      payAmount: jobs.payAmount,
      payCurrency: jobs.payCurrency,
      payBasis: jobs.payBasis,
      completedAt: jobRequests.completedAt,
      date: date.mapWith((value: string | Date) => new Date(value)),
    })
    .from(jobRequests)
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .innerJoin(individuals, eq(individuals.id, jobRequests.individualId))
    .where(organizationsContracts(organizationId))
    .orderBy(desc(date), desc(jobRequests.id))
    .limit(limit)
    .offset(offset);
}
