import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tags } from '../../db/schema/tags';

/** Byte by byte, every text that starts with a prefix sorts before the prefix followed by this. */
const LAST_CHARACTER = String.fromCodePoint(0x10ffff);

/**
 * Tags whose title starts with `prefix`, in any case. The prefix is a range of
 * tags_title_lower_pattern_idx, which a plan made without the value can still use (ADR 018).
 */
export async function searchTags(db: Db, prefix: string, limit: number) {
  const lowered = sql`lower(${tags.title})`;
  const start = prefix.toLowerCase();
  return db
    .select({ id: tags.id, title: tags.title })
    .from(tags)
    .where(
      start === '' ? undefined : sql`${lowered} ~>=~ ${start} and ${lowered} ~<~ ${start + LAST_CHARACTER}`,
    )
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
