import type { Tag } from '@casting/contract';
import type { Db } from '../../db/database';
import type { AccountAllowance } from '../../lib/account-limits';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import { insertOrFindTag } from './tags.repo';
import { serverText } from '../../lib/messages/server-messages';

/**
 * A new tag, or the existing one with the same title in any case; each call counts against the
 * hourly limit. Tags describe jobs, and only organizations post jobs.
 */
export async function createTag(
  deps: { db: Db; allowance: AccountAllowance },
  actor: Actor,
  title: string,
): Promise<Tag> {
  if (actor.role !== 'ORGANIZATION') throw new AppError('FORBIDDEN', serverText('tagsByOrganizations'));
  return deps.db.transaction(async (tx) => {
    await deps.allowance.take(tx, 'tag', actor.userId);
    return insertOrFindTag(tx, title);
  });
}
