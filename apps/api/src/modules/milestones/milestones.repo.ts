import type { MilestoneStatus } from '@casting/contract';
import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs } from '../../db/schema/jobs';
import { milestonePayments, milestones, type MilestoneRow } from '../../db/schema/milestones';
import { organizations } from '../../db/schema/organizations';

/** A contract (an accepted job request) with what milestones need to know of both parties. */
const contractColumns = {
  id: jobRequests.id,
  status: jobRequests.status,
  chatId: jobRequests.chatId,
  jobId: jobs.id,
  jobTitle: jobs.title,
  individualUserId: individuals.userId,
  organizationUserId: organizations.userId,
  organizationName: organizations.name,
  talentName: sql<string>`${individuals.firstName} || ' ' || ${individuals.lastName}`,
};

export type Contract = Awaited<ReturnType<typeof findContract>> & object;

function contractQuery(db: Db) {
  return db
    .select(contractColumns)
    .from(jobRequests)
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .innerJoin(individuals, eq(individuals.id, jobRequests.individualId));
}

export async function findContract(db: Db, requestId: string) {
  const [row] = await contractQuery(db).where(eq(jobRequests.id, requestId)).limit(1);
  return row ?? null;
}

/** A milestone and its contract. */
export async function findMilestone(db: Db, milestoneId: string) {
  const [row] = await db
    .select({ milestone: milestones, contract: contractColumns })
    .from(milestones)
    .innerJoin(jobRequests, eq(jobRequests.id, milestones.jobRequestId))
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .innerJoin(individuals, eq(individuals.id, jobRequests.individualId))
    .where(eq(milestones.id, milestoneId))
    .limit(1);
  return row ?? null;
}

export async function countMilestones(db: Db, requestId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(milestones)
    .where(eq(milestones.jobRequestId, requestId));
  return row?.total ?? 0;
}

export async function insertMilestone(
  db: Db,
  values: Pick<MilestoneRow, 'jobRequestId' | 'title' | 'amount' | 'fee' | 'vat' | 'net'> & {
    createdAt: Date;
  },
): Promise<MilestoneRow> {
  const [row] = await db.insert(milestones).values(values).returning();
  if (row === undefined) throw new Error('the milestone was not inserted');
  return row;
}

/**
 * Compare-and-set of a milestone's status, with the columns the move sets; the moved row, or
 * null when another request moved it first.
 */
export async function moveMilestone(
  db: Db,
  milestoneId: string,
  from: readonly MilestoneStatus[],
  to: MilestoneStatus,
  set: Partial<
    Pick<
      MilestoneRow,
      'declineReason' | 'disputeReason' | 'disputedBy' | 'heldAt' | 'deliveredAt' | 'settledAt'
    >
  > = {},
): Promise<MilestoneRow | null> {
  const [row] = await db
    .update(milestones)
    .set({ ...set, status: to })
    .where(and(eq(milestones.id, milestoneId), inArray(milestones.status, [...from])))
    .returning();
  return row ?? null;
}

export async function listMilestones(db: Db, requestId: string): Promise<MilestoneRow[]> {
  return db
    .select()
    .from(milestones)
    .where(eq(milestones.jobRequestId, requestId))
    .orderBy(asc(milestones.createdAt), asc(milestones.id));
}

/** The latest funding attempt of each milestone given. */
export async function latestPayments(db: Db, milestoneIds: readonly string[]) {
  if (milestoneIds.length === 0) return new Map<string, typeof milestonePayments.$inferSelect>();
  const rows = await db
    .selectDistinctOn([milestonePayments.milestoneId])
    .from(milestonePayments)
    .where(inArray(milestonePayments.milestoneId, [...milestoneIds]))
    .orderBy(milestonePayments.milestoneId, desc(milestonePayments.createdAt));
  return new Map(rows.map((row) => [row.milestoneId, row]));
}

/** The statuses of a contract's milestones that stand in the way of finishing it. */
export async function openMoneyStatuses(db: Db, requestId: string): Promise<Set<MilestoneStatus>> {
  const rows = await db
    .selectDistinct({ status: milestones.status })
    .from(milestones)
    .where(
      and(
        eq(milestones.jobRequestId, requestId),
        inArray(milestones.status, ['PENDING', 'HELD', 'DELIVERED', 'DISPUTED']),
      ),
    );
  return new Set(rows.map((row) => row.status as MilestoneStatus));
}

/**
 * The contract's status under a row lock, held until commit: proposing, funding and finishing
 * a contract take it, so none of them acts on a contract another is changing.
 */
export async function lockContract(db: Db, requestId: string): Promise<string | null> {
  const [row] = await db
    .select({ status: jobRequests.status })
    .from(jobRequests)
    .where(eq(jobRequests.id, requestId))
    .for('update');
  return row?.status ?? null;
}

/** Delivered milestones whose release is due: delivered at or before `deliveredBy`. */
export async function findDueReleases(db: Db, deliveredBy: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: milestones.id })
    .from(milestones)
    .where(and(eq(milestones.status, 'DELIVERED'), lte(milestones.deliveredAt, deliveredBy)))
    .orderBy(asc(milestones.deliveredAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Delivered milestones delivered at or before `deliveredBy` whose organization has not been reminded. */
export async function findDueReminders(db: Db, deliveredBy: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: milestones.id })
    .from(milestones)
    .where(
      and(
        eq(milestones.status, 'DELIVERED'),
        lte(milestones.deliveredAt, deliveredBy),
        isNull(milestones.releaseReminderSentAt),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Compare-and-set of the reminder: true for the one process that sends it. */
export async function markReminded(db: Db, milestoneId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(milestones)
    .set({ releaseReminderSentAt: at })
    .where(
      and(
        eq(milestones.id, milestoneId),
        eq(milestones.status, 'DELIVERED'),
        isNull(milestones.releaseReminderSentAt),
      ),
    )
    .returning({ id: milestones.id });
  return rows.length === 1;
}
