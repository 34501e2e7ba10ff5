import { mayViewMedia, type MediaViewer, type MediaVisibility } from '@casting/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { organizations } from '../../db/schema/organizations';
import type { Actor } from '../../lib/auth';

/** What the caller is to a talent's media visibility (issue 36). */
export async function mediaViewerOf(db: Db, actor: Actor, talentUserId: string): Promise<MediaViewer> {
  if (actor.userId === talentUserId) return 'SELF';
  if (actor.role !== 'ORGANIZATION') return 'TALENT';
  const [row] = await db
    .select({ verified: organizations.verified })
    .from(organizations)
    .where(eq(organizations.userId, actor.userId))
    .limit(1);
  return row?.verified === true ? 'VERIFIED_ORGANIZATION' : 'ORGANIZATION';
}

/** Whether the caller may see the photos and measurements of this talent. */
export async function callerMayViewMedia(
  db: Db,
  actor: Actor,
  talent: { readonly userId: string; readonly mediaVisibility: string },
): Promise<boolean> {
  const visibility = talent.mediaVisibility as MediaVisibility;
  if (visibility === 'SIGNED_IN' || actor.userId === talent.userId) return true;
  return mayViewMedia(visibility, await mediaViewerOf(db, actor, talent.userId));
}
