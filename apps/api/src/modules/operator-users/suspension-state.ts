import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { serverText } from '../../lib/messages/server-messages';

interface SuspensionColumns {
  readonly suspendedAt: Date | null;
  readonly suspendedUntil: Date | null;
}

/**
 * The one rule of a suspension (issue 35): it stands from `suspended_at` until `suspended_until`,
 * for good when there is no end; one whose end has passed no longer counts, with nothing to undo.
 */
export function isSuspendedAt(user: SuspensionColumns, now: Date): boolean {
  return user.suspendedAt !== null && (user.suspendedUntil === null || user.suspendedUntil > now);
}

/** The same rule in SQL, for the queries that leave suspended accounts out: true while the account may be shown. */
export function notSuspended(at: SQLWrapper | Placeholder | Date = sql`now()`): SQL {
  return sql`(${users.suspendedAt} is null or coalesce(${users.suspendedUntil} <= ${at}, false))`;
}

/** The 403 that signing in to a suspended account answers: until when (or for good) and how to appeal. */
export function suspendedError(user: SuspensionColumns, now: Date): AppError | null {
  if (!isSuspendedAt(user, now)) return null;
  if (user.suspendedUntil === null) return new AppError('SUSPENDED', serverText('suspendedForever'));
  const date = `${user.suspendedUntil.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return new AppError('SUSPENDED', serverText('suspendedUntil', { date }));
}

/**
 * The accounts suspended now, as an uncorrelated subquery: PostgreSQL runs it once per statement
 * and checks each row against the hashed result, and the partial index users_suspended_idx keeps
 * it to the few suspended rows.
 */
export function suspendedUserIds(): SQL {
  return sql`(select ${users.id} from ${users} where ${users.suspendedAt} is not null
    and (${users.suspendedUntil} is null or ${users.suspendedUntil} > now()))`;
}

/** The organizations of the accounts suspended now (suspendedUserIds). */
export function suspendedOrganizationIds(): SQL {
  return sql`(select ${organizations.id} from ${organizations} where ${organizations.userId} in ${suspendedUserIds()})`;
}
