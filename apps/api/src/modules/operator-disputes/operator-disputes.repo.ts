import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs } from '../../db/schema/jobs';
import { milestones } from '../../db/schema/milestones';
import { organizations } from '../../db/schema/organizations';

/** Disputed milestones, longest waiting first, with both parties; `limit + 1` rows. */
export function selectDisputes(db: Db, offset: number, limit: number) {
  return db
    .select({
      milestone: milestones,
      chatId: jobRequests.chatId,
      jobId: jobs.id,
      jobTitle: jobs.title,
      organizationUserId: organizations.userId,
      organizationName: organizations.name,
      talentUserId: individuals.userId,
      talentName: sql<string>`${individuals.firstName} || ' ' || ${individuals.lastName}`,
    })
    .from(milestones)
    .innerJoin(jobRequests, eq(jobRequests.id, milestones.jobRequestId))
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .innerJoin(individuals, eq(individuals.id, jobRequests.individualId))
    .where(eq(milestones.status, 'DISPUTED'))
    .orderBy(asc(milestones.updatedAt), asc(milestones.id))
    .limit(limit + 1)
    .offset(offset);
}
