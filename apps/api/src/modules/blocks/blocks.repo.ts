import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { blocks } from '../../db/schema/blocks';
import { individuals } from '../../db/schema/individuals';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { ownerBlockedViewer } from './block-conditions';
import { mediaVisibleTo } from '../privacy/media-visibility-sql';

export async function insertBlock(db: Db, blockerUserId: string, blockedUserId: string, at: Date) {
  await db.insert(blocks).values({ blockerUserId, blockedUserId, createdAt: at }).onConflictDoNothing();
}

export async function deleteBlock(db: Db, blockerUserId: string, blockedUserId: string): Promise<void> {
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerUserId, blockerUserId), eq(blocks.blockedUserId, blockedUserId)));
}

/** Whether one of two accounts blocked the other. */
export async function isBlockedBetween(db: Db, first: string, second: string): Promise<boolean> {
  const rows = await db
    .select({ blockerUserId: blocks.blockerUserId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerUserId, first), eq(blocks.blockedUserId, second)),
        and(eq(blocks.blockerUserId, second), eq(blocks.blockedUserId, first)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether `ownerUserId` blocked `viewerUserId`: then what the owner has is not found for the viewer. */
export async function ownerBlocked(db: Db, ownerUserId: string, viewerUserId: string): Promise<boolean> {
  if (ownerUserId === viewerUserId) return false;
  const [row] = await db
    .select({ blocked: ownerBlockedViewer(users.id, viewerUserId) })
    .from(users)
    .where(eq(users.id, ownerUserId));
  return row?.blocked === true;
}

/**
 * Whether the account blocked anyone or was blocked by anyone. Most accounts never are: their
 * lists skip the block condition and keep their index-only plans.
 */
export async function hasBlocks(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ blockerUserId: blocks.blockerUserId })
    .from(blocks)
    .where(or(eq(blocks.blockerUserId, userId), eq(blocks.blockedUserId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** The accounts `userId` blocked, latest first, with the name and picture the chat list shows. */
export async function listBlockedBy(db: Db, userId: string, limit: number, offset: number) {
  return db
    .select({
      userId: blocks.blockedUserId,
      blockedAt: blocks.createdAt,
      organizationName: organizations.name,
      organizationLogo: organizations.logo,
      firstName: users.firstName,
      lastName: users.lastName,
      individualId: individuals.id,
      // Issue 36: the picture only for a viewer the talent's media visibility lets in.
      individualPicture: sql<
        string | null
      >`case when ${mediaVisibleTo(userId)} then ${individuals.specialtyInfo} ->> 'profilePicture' end`,
    })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedUserId))
    .leftJoin(organizations, eq(organizations.userId, blocks.blockedUserId))
    .leftJoin(individuals, eq(individuals.userId, blocks.blockedUserId))
    .where(eq(blocks.blockerUserId, userId))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedUserId))
    .limit(limit)
    .offset(offset);
}

export type BlockedUserRow = Awaited<ReturnType<typeof listBlockedBy>>[number];
