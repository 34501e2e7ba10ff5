import { MEDIA_VISIBILITY_NEED } from '@casting/contract';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { individuals } from '../../db/schema/individuals';
import { organizations } from '../../db/schema/organizations';

/** The reach the talent's choice needs, as `mayViewMedia` compares it. */
const need = sql`(case ${individuals.mediaVisibility} ${sql.raw(
  Object.entries(MEDIA_VISIBILITY_NEED)
    .map(([visibility, reach]) => `when '${visibility}' then ${String(reach)}`)
    .join(' '),
)} end)`;

/**
 * The viewer's reach: 2 for a verified organization, 1 for another, 0 for talent. An
 * uncorrelated subquery, so a statement computes it once, however many rows it reads.
 */
function reachOf(viewerUserId: SQLWrapper | string): SQL {
  return sql`coalesce((select case when ${organizations.verified} then 2 else 1 end
    from ${organizations} where ${organizations.userId} = ${viewerUserId}), 0)`;
}

/** Whether the viewer may see the talent's photos and measurements (issue 36). */
export function mediaVisibleTo(viewerUserId: SQLWrapper | string): SQL<boolean> {
  return sql<boolean>`(${individuals.userId} = ${viewerUserId} or ${need} <= ${reachOf(viewerUserId)})`;
}

/** The talent card as the viewer may see it: with or without photo and measurements. */
export function cardFor(viewerUserId: SQLWrapper | string): SQL<string> {
  return sql<string>`(case when ${mediaVisibleTo(viewerUserId)} then ${individuals.card} else ${individuals.cardWithoutMedia} end)`;
}
