import { and, eq, inArray, sum } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { media } from '../../db/schema/media';

export async function insertMedia(db: Db, values: typeof media.$inferInsert) {
  const [row] = await db.insert(media).values(values).returning();
  if (row === undefined) throw new Error('insert into media returned no row');
  return row;
}

export async function deleteMedia(db: Db, id: string): Promise<void> {
  await db.delete(media).where(eq(media.id, id));
}

/** Bytes stored for everything the owner uploaded. */
export async function sumMediaBytes(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(media.bytes).mapWith(Number) })
    .from(media)
    .where(eq(media.ownerId, ownerId));
  return row?.bytes ?? 0;
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
