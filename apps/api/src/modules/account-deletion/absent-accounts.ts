import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { individuals } from '../../db/schema/individuals';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { notSuspended } from '../operator-users/suspension-state';

/**
 * The accounts out of the marketplace: suspended now (issue 35), or asked by their owner to be
 * deleted (issue 36), whether still within the 14 days or destroyed. As an uncorrelated subquery,
 * PostgreSQL runs it once per statement; the partial indexes on suspended_at and
 * deletion_requested_at keep it to those few rows.
 */
export function absentUserIds(): SQL {
  return sql`(select ${users.id} from ${users} where (${users.suspendedAt} is not null
    and (${users.suspendedUntil} is null or ${users.suspendedUntil} > now()))
    or ${users.deletionRequestedAt} is not null)`;
}

/** The organizations of the absent accounts (absentUserIds). */
export function absentOrganizationIds(): SQL {
  return sql`(select ${organizations.id} from ${organizations} where ${organizations.userId} in ${absentUserIds()})`;
}

/** For a query that joins `users`: true while that account is in the marketplace. */
export function present(): SQL {
  return sql`(${notSuspended()} and ${users.deletionRequestedAt} is null)`;
}

/** The accounts their owners asked to delete, within the 14 days or destroyed (users_deletion_requested_idx holds the former). */
export function deletedUserIds(): SQL {
  return sql`(select ${users.id} from ${users} where ${users.deletionRequestedAt} is not null)`;
}

/** The talent profile `individualId` belongs to an account not being deleted: its applications leave the applicants' lists. */
export function notDeletedIndividual(individualId: SQLWrapper): SQL {
  return sql`${individualId} not in (select ${individuals.id} from ${individuals}
    where ${individuals.userId} in ${deletedUserIds()})`;
}
