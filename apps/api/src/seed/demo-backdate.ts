import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { individuals } from '../db/schema/individuals';
import { jobRequests } from '../db/schema/job-requests';
import { jobs } from '../db/schema/jobs';
import { organizations } from '../db/schema/organizations';
import { talentListMembers, talentLists } from '../db/schema/talent-lists';
import { users } from '../db/schema/users';

// The services stamp what they record with the seed's clock; these rows take the database's
// own clock (a column default, or Drizzle's update time), so the seed dates them after the fact.

/** The account and its profile as made when the person finished onboarding. */
export async function stampSignUp(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ updatedAt: at }).where(eq(users.id, userId));
  await db.update(individuals).set({ createdAt: at, updatedAt: at }).where(eq(individuals.userId, userId));
  await db
    .update(organizations)
    .set({ createdAt: at, updatedAt: at })
    .where(eq(organizations.userId, userId));
}

export async function stampJob(db: Db, jobId: string, at: Date): Promise<void> {
  await db.update(jobs).set({ createdAt: at, updatedAt: at }).where(eq(jobs.id, jobId));
}

/** The request's last change, which the payments history dates unpaid contracts by. */
export async function stampRequest(db: Db, requestId: string, at: Date): Promise<void> {
  await db.update(jobRequests).set({ updatedAt: at }).where(eq(jobRequests.id, requestId));
}

export async function stampList(db: Db, listId: string, at: Date): Promise<void> {
  await db.update(talentLists).set({ createdAt: at, updatedAt: at }).where(eq(talentLists.id, listId));
  await db.update(talentListMembers).set({ createdAt: at }).where(eq(talentListMembers.listId, listId));
}

/** Unread notifications each account opens the demo with; older ones were read long ago. */
const UNREAD_KEPT = 3;
/** A chat quiet for longer than this was read by both sides. */
const QUIET_DAYS = 3;

/**
 * Gives the history the marks of people who used it: a chat starts with its first message,
 * each side has read up to its own last message (and everything in a quiet chat), and only the
 * few newest notifications of each account are unread. None is e-mailed: an e-mail for each old
 * notification at the first start would only fill the outbox.
 */
export async function settleHistory(db: Db, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`update chats c set
    created_at = coalesce((select min(m.created_at) from messages m where m.chat_id = c.id), c.created_at),
    individual_read_at = (select max(m.created_at) from messages m
      where m.chat_id = c.id and m.sender_user_id = c.individual_user_id),
    organization_read_at = (select max(m.created_at) from messages m
      where m.chat_id = c.id and m.sender_user_id = c.organization_user_id)`);
  await db.execute(sql`update chats set individual_read_at = last_message_at, organization_read_at = last_message_at
    where last_message_at < ${at}::timestamptz - make_interval(days => ${QUIET_DAYS})`);
  await db.execute(sql`update job_requests set updated_at = created_at where status = 'INVITED'`);
  await db.execute(sql`update notifications n
    set read_at = least(n.created_at + interval '2 hours', ${at}::timestamptz)
    from (select id, row_number() over (partition by user_id order by created_at desc, id desc) as place
      from notifications) ranked
    where ranked.id = n.id and ranked.place > ${UNREAD_KEPT}`);
  await db.execute(sql`update notifications set email_due_at = null`);
}
