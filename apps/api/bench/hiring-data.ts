import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/database';
import { individuals } from '../src/db/schema/individuals';
import { jobs } from '../src/db/schema/jobs';
import { organizations } from '../src/db/schema/organizations';

export interface HiringData {
  /** The organization's job with `applicants` applications in every state. */
  readonly listedJobId: string;
  /** Another of its jobs with `applicants` pending applications, for closing. */
  readonly closingJobId: string;
  /** A talent with one application at each organization. */
  readonly talentUserId: string;
}

async function applyMany(
  db: Db,
  jobId: string,
  organizationUserId: string,
  applicants: number,
  states: string,
) {
  await db.execute(sql`
    insert into chats (individual_user_id, organization_user_id)
    select user_id, ${organizationUserId}::uuid from individuals order by id limit ${applicants}
    on conflict do nothing`);
  await db.execute(sql`
    with talent as (
      select i.id, c.id as chat_id, row_number() over (order by i.id) as n
      from (select id, user_id from individuals order by id limit ${applicants}) as i
      join chats c on c.individual_user_id = i.user_id and c.organization_user_id = ${organizationUserId}::uuid
    ), inserted as (
      insert into job_requests (job_id, individual_id, chat_id, status, shortlisted, created_at, cover_letter)
      select ${jobId}::uuid, id, chat_id, (${sql.raw(states)})[1 + n % 4], n % 10 = 0, now() - (n || ' seconds')::interval,
        'I would love to work with you on this project.'
      from talent
      returning id, chat_id, individual_id, cover_letter
    )
    insert into messages (chat_id, sender_user_id, message_type, content, job_request_id)
    select inserted.chat_id, individuals.user_id, 'REQUEST', inserted.cover_letter, inserted.id
    from inserted join individuals on individuals.id = inserted.individual_id`);
}

/**
 * The hiring workspace at scale: on the first organization's two newest jobs, `applicants`
 * applications each (one job in every state, the other all pending), and one talent with an
 * application at every organization.
 */
export async function insertHiringData(
  db: Db,
  organizationUserId: string,
  applicants: number,
): Promise<HiringData> {
  const [listed, closing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .where(eq(organizations.userId, organizationUserId))
    .orderBy(desc(jobs.createdAt))
    .limit(2);
  if (listed === undefined || closing === undefined) throw new Error('the organization has no two jobs');
  await applyMany(
    db,
    listed.id,
    organizationUserId,
    applicants,
    "array['PENDING','APPROVED','REJECTED','FINISHED']",
  );
  await applyMany(
    db,
    closing.id,
    organizationUserId,
    applicants,
    "array['PENDING','PENDING','PENDING','PENDING']",
  );
  const [applicant] = await db
    .select({ id: individuals.id, userId: individuals.userId })
    .from(individuals)
    .orderBy(desc(individuals.id))
    .limit(1);
  if (applicant === undefined) throw new Error('no talent');
  await db.execute(sql`
    insert into chats (individual_user_id, organization_user_id)
    select ${applicant.userId}::uuid, user_id from organizations on conflict do nothing`);
  await db.execute(sql`
    insert into job_requests (job_id, individual_id, chat_id, created_at)
    select distinct on (jobs.organization_id) jobs.id, ${applicant.id}::uuid, chats.id, jobs.created_at
    from jobs join organizations o on o.id = jobs.organization_id
    join chats on chats.individual_user_id = ${applicant.userId}::uuid and chats.organization_user_id = o.user_id
    order by jobs.organization_id, jobs.created_at desc`);
  await db.execute(sql`vacuum analyze`);
  return { listedJobId: listed.id, closingJobId: closing.id, talentUserId: applicant.userId };
}
