import type { BlockedUser, BlockState } from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events/event-bus';
import type { MediaUrls } from '../../lib/media-urls';
import { serverText } from '../../lib/messages/server-messages';
import { pageFrom, rowsToRead, type Page } from '../../lib/page';
import { findAccountId, findAccountSeenBy } from '../accounts/seen-accounts.repo';
import { findChatBetween } from '../chats/chats.repo';
import { toBlockedUser } from './blocks.mapper';
import { deleteBlock, insertBlock, listBlockedBy } from './blocks.repo';

/** Blocks between two accounts (issue 35): the block's effects are applied where each thing is read or made. */
export function createBlocksService(deps: { db: Db; clock: Clock; mediaUrls: MediaUrls; events: EventBus }) {
  const { db, clock, mediaUrls, events } = deps;

  /** An open chat between the two closes or opens again on both sides' screens at once. */
  async function announce(tx: Db, actorId: string, otherId: string): Promise<void> {
    const chatId = await findChatBetween(tx, actorId, otherId);
    if (chatId !== null) await events.publish(tx, { type: 'chat', chatId, userIds: [actorId, otherId] });
  }

  async function block(actor: Actor, id: string): Promise<BlockState> {
    const userId = await findAccountSeenBy(db, actor.userId, id);
    if (userId === null) throw new AppError('NOT_FOUND', serverText('accountMissing'));
    if (userId === actor.userId) throw new AppError('NOT_ALLOWED', serverText('blockSelf'));
    await db.transaction(async (tx) => {
      await insertBlock(tx, actor.userId, userId, clock.now());
      await announce(tx, actor.userId, userId);
    });
    return { userId, blocked: true };
  }

  async function unblock(actor: Actor, id: string): Promise<BlockState> {
    const userId = (await findAccountId(db, id)) ?? id;
    await db.transaction(async (tx) => {
      await deleteBlock(tx, actor.userId, userId);
      await announce(tx, actor.userId, userId);
    });
    return { userId, blocked: false };
  }

  async function list(actor: Actor, page: number, limit: number): Promise<Page<BlockedUser>> {
    const rows = await listBlockedBy(db, actor.userId, rowsToRead(limit), (page - 1) * limit);
    return pageFrom(rows, page, limit, (row) => toBlockedUser(row, mediaUrls));
  }

  return { block, unblock, list };
}
