import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database';

/** `count` notifications for one person, a minute apart, the newest 50 unread. */
export async function insertBulkNotifications(db: Db, userId: string, count: number): Promise<void> {
  await db.execute(sql`
    insert into notifications (user_id, kind, actor_name, job_title, created_at, read_at)
    select ${userId}::uuid,
           (array['NEW_APPLICATION', 'NEW_MESSAGE', 'JOB_CLOSED'])[1 + n % 3],
           'Talent ' || n,
           'Job ' || n,
           now() - make_interval(mins => ${count} - n),
           case when n > ${count} - 50 then null else now() end
    from generate_series(1, ${count}) as n`);
  await db.execute(sql`analyze notifications`);
}
