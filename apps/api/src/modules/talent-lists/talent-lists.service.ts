import { NUMBER_LIMITS, type IndividualCard, type SavedTalent, type TalentList } from '@casting/contract';
import type { Db } from '../../db/database';
import { lockUntilCommit } from '../../lib/advisory-lock';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { MediaUrls } from '../../lib/media-urls';
import { findOrganizationIdOfUser, findVisibleIndividual } from '../accounts/accounts.repo';
import { isBlockedBetween } from '../blocks/blocks.repo';
import {
  countMembers,
  countTalentListsOf,
  deleteMember,
  findTalentListOf,
  insertMember,
  insertTalentList,
  listMemberCards,
  listTalentListsOf,
} from './talent-lists.repo';

const LIST_NOT_FOUND = 'This list does not exist.';

/** Saved talent: named lists private to their organization (404 for anyone else). */
export function createTalentListsService(deps: { db: Db; mediaUrls: MediaUrls }) {
  const { db, mediaUrls } = deps;

  async function callersOrganization(actor: Actor): Promise<string> {
    const organizationId =
      actor.role === 'ORGANIZATION' ? await findOrganizationIdOfUser(db, actor.userId) : null;
    if (organizationId === null) throw new AppError('FORBIDDEN', 'Only organizations can save talent.');
    return organizationId;
  }

  async function list(actor: Actor): Promise<{ items: TalentList[] }> {
    const lists = await listTalentListsOf(db, await callersOrganization(actor));
    const members = await listMemberCards(
      db,
      lists.map((list) => list.id),
      actor.userId,
    );
    return {
      items: lists.map((list) => ({
        id: list.id,
        name: list.name,
        createdAt: list.createdAt.toISOString(),
        members: members
          .filter((member) => member.listId === list.id)
          .map((member): SavedTalent => {
            // A hidden profile's card never leaves the database.
            if (member.card === null) return { id: member.individualId, available: false };
            const card = JSON.parse(mediaUrls.inCards(member.card, 'profilePicture')) as IndividualCard;
            return { ...card, available: true };
          }),
      })),
    };
  }

  async function create(actor: Actor, name: string): Promise<TalentList> {
    const organizationId = await callersOrganization(actor);
    const created = await db.transaction(async (tx) => {
      // Concurrent creations count one after the other, so together they never pass the cap.
      await lockUntilCommit(tx, `talent-lists:${organizationId}`);
      if ((await countTalentListsOf(tx, organizationId)) >= NUMBER_LIMITS.talentListsPerOrganization)
        throw new AppError(
          'NOT_ALLOWED',
          `You can keep up to ${String(NUMBER_LIMITS.talentListsPerOrganization)} lists.`,
        );
      return insertTalentList(tx, organizationId, name);
    });
    if (created === null) throw new AppError('CONFLICT', 'You already have a list with this name.');
    return { ...created, createdAt: created.createdAt.toISOString(), members: [] };
  }

  async function setMember(actor: Actor, listId: string, individualId: string, saved: boolean) {
    const organizationId = await callersOrganization(actor);
    await db.transaction(async (tx) => {
      // The list's row stays locked until commit: concurrent additions count one after the other.
      if ((await findTalentListOf(tx, listId, organizationId)) === null)
        throw new AppError('NOT_FOUND', LIST_NOT_FOUND);
      if (!saved) {
        await deleteMember(tx, listId, individualId);
        return;
      }
      const talent = await findVisibleIndividual(tx, individualId);
      if (talent === null || (await isBlockedBetween(tx, actor.userId, talent.userId)))
        throw new AppError('NOT_FOUND', 'This talent does not exist.');
      if ((await countMembers(tx, listId)) >= NUMBER_LIMITS.talentListMembers)
        throw new AppError(
          'NOT_ALLOWED',
          `A list can hold up to ${String(NUMBER_LIMITS.talentListMembers)} talents.`,
        );
      await insertMember(tx, listId, individualId);
    });
    return { listId, individualId, saved };
  }

  return { list, create, setMember };
}
