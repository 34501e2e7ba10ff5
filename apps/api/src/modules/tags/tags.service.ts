import type { Tag } from '@casting/contract';
import type { Db } from '../../db/database';
import type { AccountAllowance } from '../../lib/account-limits';
import type { Actor } from '../../lib/auth';
import { insertOrFindTag } from './tags.repo';

/** A new tag, or the existing one with the same title in any case; each call counts against the hourly limit. */
export async function createTag(
  deps: { db: Db; allowance: AccountAllowance },
  actor: Actor,
  title: string,
): Promise<Tag> {
  return deps.db.transaction(async (tx) => {
    await deps.allowance.take(tx, 'tag', actor.userId);
    return insertOrFindTag(tx, title);
  });
}
