import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { blocks } from '../../db/schema/blocks';
import { individuals } from '../../db/schema/individuals';
import { organizations } from '../../db/schema/organizations';

type Viewer = SQLWrapper | string;

/**
 * The accounts in a block with `viewer`, either way: an uncorrelated subquery, which the database
 * reads once per statement (blocks' primary key, then blocks_blocked_idx) and probes as a hash.
 */
function blockedWith(viewer: Viewer): SQL {
  return sql`(select ${blocks.blockedUserId} from ${blocks} where ${blocks.blockerUserId} = ${viewer}
    union all select ${blocks.blockerUserId} from ${blocks} where ${blocks.blockedUserId} = ${viewer})`;
}

/** The account `userId` is in no block with `viewer`. */
export function notBlockedUser(userId: SQLWrapper, viewer: Viewer): SQL {
  return sql`${userId} not in ${blockedWith(viewer)}`;
}

/** The talent profile `individualId` belongs to an account in no block with `viewer`. */
export function notBlockedIndividual(individualId: SQLWrapper, viewer: Viewer): SQL {
  return sql`${individualId} not in (select ${individuals.id} from ${individuals}
    where ${individuals.userId} in ${blockedWith(viewer)})`;
}

/** The organization `organizationId` belongs to an account in no block with `viewer`. */
export function notBlockedOrganization(organizationId: SQLWrapper, viewer: Viewer): SQL {
  return sql`${organizationId} not in (select ${organizations.id} from ${organizations}
    where ${organizations.userId} in ${blockedWith(viewer)})`;
}

/** Whether one of two accounts blocked the other. */
export function blockedBetween(first: SQLWrapper | string, second: SQLWrapper | string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${blocks} where
    (${blocks.blockerUserId} = ${first} and ${blocks.blockedUserId} = ${second})
    or (${blocks.blockerUserId} = ${second} and ${blocks.blockedUserId} = ${first}))`;
}

/**
 * `owner` blocked `viewer`: what the owner has (its profile, its organization's page and reviews,
 * its jobs) is not found for the viewer, as if it did not exist; the owner still sees what the
 * viewer has, and whoever blocked no one sees both (README, Reports and blocks). One probe of
 * blocks' primary key.
 */
export function ownerBlockedViewer(owner: SQLWrapper | string, viewer: SQLWrapper | string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${blocks}
    where ${blocks.blockerUserId} = ${owner} and ${blocks.blockedUserId} = ${viewer})`;
}
