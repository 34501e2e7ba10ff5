import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { media } from '../../db/schema/media';

export async function insertMedia(db: Db, values: typeof media.$inferInsert) {
  const [row] = await db.insert(media).values(values).returning();
  if (row === undefined) throw new Error('insert into media returned no row');
  return row;
}

export interface OwnedMedia {
  readonly kind: 'image' | 'video';
  readonly uploadedType: string | null;
}

/** The files among `fileNames` that the owner uploaded, by file name. */
export async function findOwnedMedia(
  db: Db,
  ownerId: string,
  fileNames: readonly string[],
): Promise<Map<string, OwnedMedia>> {
  if (fileNames.length === 0) return new Map();
  const rows = await db
    .select({ fileName: media.fileName, kind: media.kind, uploadedType: media.uploadedType })
    .from(media)
    .where(and(eq(media.ownerId, ownerId), inArray(media.fileName, [...fileNames])));
  return new Map(rows.map(({ fileName, ...owned }) => [fileName, owned]));
}
