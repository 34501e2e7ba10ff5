import { asc, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tags } from '../../db/schema/tags';
import { escapeLike } from '../../lib/like';

export async function searchTags(db: Db, prefix: string, limit: number) {
  const lowered = sql`lower(${tags.title})`;
  return db
    .select({ id: tags.id, title: tags.title })
    .from(tags)
    .where(prefix === '' ? undefined : like(lowered, `${escapeLike(prefix.toLowerCase())}%`))
    .orderBy(asc(lowered))
    .limit(limit);
}

/** Inserts the tag unless one with the same title in any case exists; answers the stored one. */
export async function insertOrFindTag(db: Db, title: string) {
  await db.insert(tags).values({ title }).onConflictDoNothing();
  const [row] = await db
    .select({ id: tags.id, title: tags.title })
    .from(tags)
    .where(sql`lower(${tags.title}) = ${title.toLowerCase()}`)
    .limit(1);
  if (row === undefined) throw new Error('tag vanished after insert');
  return row;
}

export async function findTagsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: tags.id, title: tags.title })
    .from(tags)
    .where(inArray(tags.id, [...ids]));
}
