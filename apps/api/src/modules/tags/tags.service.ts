import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import { insertOrFindTag } from './tags.repo';

/** Tags describe jobs, and only organizations post jobs. */
export async function createTag(db: Db, actor: Actor, title: string) {
  if (actor.role !== 'ORGANIZATION')
    throw new AppError(
      'FORBIDDEN',
      'Only organizations create tags: they describe the jobs organizations post.',
    );
  return insertOrFindTag(db, title);
}
