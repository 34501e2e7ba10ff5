import { APPLICATION_STATUSES, type WhoCanContact } from '@casting/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs } from '../../db/schema/jobs';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { blockedBetween } from '../blocks/block-conditions';

export async function findWhoCanContact(db: Db, userId: string): Promise<WhoCanContact | null> {
  const [row] = await db
    .select({ whoCanContact: users.whoCanContact })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return (row?.whoCanContact as WhoCanContact | undefined) ?? null;
}

export async function updateWhoCanContact(db: Db, userId: string, whoCanContact: WhoCanContact) {
  await db.update(users).set({ whoCanContact }).where(eq(users.id, userId));
}

/**
 * What decides whether an organization may contact a talent: a block either way, the talent's
 * choice, whether the organization is verified, and whether the talent applied for one of its
 * jobs (read only when the choice asks).
 */
export async function findContactFacts(db: Db, organizationUserId: string, talentUserId: string) {
  const applied = db
    .select({ id: jobRequests.id })
    .from(jobRequests)
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .innerJoin(individuals, eq(individuals.id, jobRequests.individualId))
    .where(
      and(
        eq(individuals.userId, talentUserId),
        eq(organizations.userId, organizationUserId),
        inArray(jobRequests.status, APPLICATION_STATUSES),
      ),
    );
  const [row] = await db
    .select({
      whoCanContact: users.whoCanContact,
      blocked: blockedBetween(organizationUserId, talentUserId),
      verified: sql<boolean>`coalesce((select ${organizations.verified} from ${organizations}
        where ${organizations.userId} = ${organizationUserId}), false)`,
      applied: sql<boolean>`${users.whoCanContact} = 'APPLIED_ONLY' and exists (${applied})`,
    })
    .from(users)
    .where(eq(users.id, talentUserId))
    .limit(1);
  return row ?? null;
}
