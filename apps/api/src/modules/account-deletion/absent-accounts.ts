import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { individuals } from '../../db/schema/individuals';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { notSuspended } from '../operator-users/suspension-state';

/**
 * The accounts out of the marketplace: suspended now (issue 35), or asked by their owner to be
 * deleted (issue 36), whether still within the 14 days or destroyed. An uncorrelated subquery,
 * which PostgreSQL runs once per statement and probes as a hash: two branches, each read through
 * its partial index (users_suspended_idx, users_deletion_requested_idx), so it is planned as the
 * few rows it is; one OR of both is estimated as a share of all users and probed row by row.
 */
export function absentUserIds(): SQL {
  return sql`(select ${users.id} from ${users} where ${users.suspendedAt} is not null
      and (${users.suspendedUntil} is null or ${users.suspendedUntil} > now())
    union all select ${users.id} from ${users} where ${users.deletionRequestedAt} is not null)`;
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

/**
 * The talent profile `individualId` belongs to an account not being deleted: its applications
 * leave the applicants' lists. Correlated, so each row costs two primary-key reads; an `IN` list
 * of the deleted accounts' profiles is planned as a scan per row when the tables are large.
 */
export function notDeletedIndividual(individualId: SQLWrapper): SQL {
  return sql`not exists (select 1 from ${individuals} join ${users} on ${users.id} = ${individuals.userId}
    where ${individuals.id} = ${individualId} and ${users.deletionRequestedAt} is not null)`;
}
