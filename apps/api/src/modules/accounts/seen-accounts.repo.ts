import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { chats } from '../../db/schema/chats';
import { individuals } from '../../db/schema/individuals';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';

/**
 * The account an id names: a talent profile's, an organization's, or the user id itself. The
 * lookups are uncorrelated subqueries: each a primary-key read, done once.
 */
function accountOf(id: string): SQL {
  return sql`coalesce(
    (select ${individuals.userId} from ${individuals} where ${individuals.id} = ${id}),
    (select ${organizations.userId} from ${organizations} where ${organizations.id} = ${id}),
    ${id}::uuid)`;
}

/** The user id of the account `id` names (see accountOf), when it exists. */
export async function findAccountId(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: users.id })
    .from(users)
    .where(eq(users.id, accountOf(id)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * The account `id` names, when `viewerUserId` can see it: its own, an organization's (their pages
 * are public), a visible talent profile's, or one the viewer shares a chat with.
 */
export async function findAccountSeenBy(db: Db, viewerUserId: string, id: string) {
  const sharesChat = sql`exists (select 1 from ${chats} where
    (${chats.individualUserId} = ${users.id} and ${chats.organizationUserId} = ${viewerUserId})
    or (${chats.organizationUserId} = ${users.id} and ${chats.individualUserId} = ${viewerUserId}))`;
  const [row] = await db
    .select({ userId: users.id })
    .from(users)
    .leftJoin(individuals, eq(individuals.userId, users.id))
    .leftJoin(organizations, eq(organizations.userId, users.id))
    .where(
      and(
        eq(users.id, accountOf(id)),
        or(isNotNull(individuals.id), isNotNull(organizations.id)),
        or(
          eq(users.id, viewerUserId),
          isNotNull(organizations.id),
          eq(individuals.isVisible, true),
          sharesChat,
        ),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}
