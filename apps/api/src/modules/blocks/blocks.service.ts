import type { BlockedUser, BlockState } from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import type { MediaUrls } from '../../lib/media-urls';
import { serverText } from '../../lib/messages/server-messages';
import { pageFrom, rowsToRead, type Page } from '../../lib/page';
import { findAccountId, findAccountSeenBy } from '../accounts/seen-accounts.repo';
import { toBlockedUser } from './blocks.mapper';
import { deleteBlock, insertBlock, listBlockedBy } from './blocks.repo';

/** Blocks between two accounts (issue 35): the block's effects are applied where each thing is read or made. */
export function createBlocksService(deps: { db: Db; clock: Clock; mediaUrls: MediaUrls }) {
  const { db, clock, mediaUrls } = deps;

  async function block(actor: Actor, id: string): Promise<BlockState> {
    const userId = await findAccountSeenBy(db, actor.userId, id);
    if (userId === null) throw new AppError('NOT_FOUND', serverText('accountMissing'));
    if (userId === actor.userId) throw new AppError('NOT_ALLOWED', serverText('blockSelf'));
    await insertBlock(db, actor.userId, userId, clock.now());
    return { userId, blocked: true };
  }

  async function unblock(actor: Actor, id: string): Promise<BlockState> {
    const userId = (await findAccountId(db, id)) ?? id;
    await deleteBlock(db, actor.userId, userId);
    return { userId, blocked: false };
  }

  async function list(actor: Actor, page: number, limit: number): Promise<Page<BlockedUser>> {
    const rows = await listBlockedBy(db, actor.userId, rowsToRead(limit), (page - 1) * limit);
    return pageFrom(rows, page, limit, (row) => toBlockedUser(row, mediaUrls));
  }

  return { block, unblock, list };
}
