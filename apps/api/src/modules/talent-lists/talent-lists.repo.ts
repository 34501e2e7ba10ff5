import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { talentListMembers, talentLists } from '../../db/schema/talent-lists';
import { cardFor } from '../privacy/media-visibility-sql';
import { notBlockedUser } from '../blocks/block-conditions';

export async function listTalentListsOf(db: Db, organizationId: string) {
  return db
    .select({ id: talentLists.id, name: talentLists.name, createdAt: talentLists.createdAt })
    .from(talentLists)
    .where(eq(talentLists.organizationId, organizationId))
    .orderBy(desc(talentLists.createdAt), desc(talentLists.id));
}

/**
 * The talent of some lists, newest saved first: a card only while the profile is visible and
 * the talent is in no block with the lists' owner, `ownerUserId`, as the owner may see it (issue 36).
 */
export async function listMemberCards(db: Db, listIds: readonly string[], ownerUserId: string) {
  if (listIds.length === 0) return [];
  return db
    .select({
      listId: talentListMembers.listId,
      individualId: individuals.id,
      card: sql<string | null>`case when ${individuals.isVisible}
        and ${notBlockedUser(individuals.userId, ownerUserId)} then ${cardFor(ownerUserId)} end`,
    })
    .from(talentListMembers)
    .innerJoin(individuals, eq(individuals.id, talentListMembers.individualId))
    .where(inArray(talentListMembers.listId, [...listIds]))
    .orderBy(desc(talentListMembers.createdAt));
}

export async function countTalentListsOf(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(talentLists)
    .where(eq(talentLists.organizationId, organizationId));
  return row?.value ?? 0;
}

export async function insertTalentList(db: Db, organizationId: string, name: string) {
  const [row] = await db
    .insert(talentLists)
    .values({ organizationId, name })
    .onConflictDoNothing()
    .returning({ id: talentLists.id, name: talentLists.name, createdAt: talentLists.createdAt });
  return row ?? null;
}

export async function findTalentListOf(db: Db, listId: string, organizationId: string) {
  const [row] = await db
    .select({ id: talentLists.id })
    .from(talentLists)
    .where(and(eq(talentLists.id, listId), eq(talentLists.organizationId, organizationId)))
    .for('update');
  return row ?? null;
}

export async function countMembers(db: Db, listId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(talentListMembers)
    .where(eq(talentListMembers.listId, listId));
  return row?.value ?? 0;
}

export async function insertMember(db: Db, listId: string, individualId: string): Promise<void> {
  await db.insert(talentListMembers).values({ listId, individualId }).onConflictDoNothing();
}

export async function deleteMember(db: Db, listId: string, individualId: string): Promise<void> {
  await db
    .delete(talentListMembers)
    .where(and(eq(talentListMembers.listId, listId), eq(talentListMembers.individualId, individualId)));
}
