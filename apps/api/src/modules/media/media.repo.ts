import { and, asc, eq, exists, gt, inArray, lt, not, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { licences } from '../../db/schema/licences';
import { media, type MediaRow } from '../../db/schema/media';
import { mediaRequestFiles, mediaRequests } from '../../db/schema/media-requests';
import { organizationVerifications } from '../../db/schema/organization-verifications';
import { organizations } from '../../db/schema/organizations';

export async function insertMedia(db: Db, values: typeof media.$inferInsert) {
  const [row] = await db.insert(media).values(values).returning();
  if (row === undefined) throw new Error('insert into media returned no row');
  return row;
}

export async function deleteMedia(db: Db, id: string): Promise<void> {
  await db.delete(media).where(eq(media.id, id));
}

/** Puts back uploads deleted by deleteUnreferencedMedia whose files the store did not remove. */
export async function restoreMedia(db: Db, rows: readonly MediaRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(media).values([...rows]);
}

/** Ids of uploads made before `before`, in id order after `afterId`. */
export async function findMediaIdsBefore(
  db: Db,
  before: Date,
  afterId: string | undefined,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(and(lt(media.createdAt, before), afterId === undefined ? undefined : gt(media.id, afterId)))
    .orderBy(asc(media.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

// Strings anywhere at the top of a specialty info, alone or in a list: where its media are.
const ANY_TOP_LEVEL_STRING = '$.*[*] ? (@ == $key)';

/**
 * The upload is its owner's logo, in its owner's specialty info, its organization's verification
 * document, the evidence of one of its licences (issue 36), or in a media request (issue 37).
 * Saves refer only to the account's own uploads (media-ownership.ts), so looking at the owner's
 * profile is enough.
 */
function referenced(db: Db): SQL {
  const asLogo = db
    .select({ one: sql`1` })
    .from(organizations)
    .where(and(eq(organizations.userId, media.ownerId), eq(organizations.logo, media.fileName)));
  const inSpecialtyInfo = db
    .select({ one: sql`1` })
    .from(individuals)
    .where(
      and(
        eq(individuals.userId, media.ownerId),
        sql`jsonb_path_exists(${individuals.specialtyInfo}, ${ANY_TOP_LEVEL_STRING}::jsonpath, jsonb_build_object('key', ${media.fileName}))`,
      ),
    );
  const asVerificationDocument = db
    .select({ one: sql`1` })
    .from(organizationVerifications)
    .innerJoin(organizations, eq(organizations.id, organizationVerifications.organizationId))
    .where(
      and(eq(organizations.userId, media.ownerId), eq(organizationVerifications.documentKey, media.fileName)),
    );
  const asLicenceEvidence = db
    .select({ one: sql`1` })
    .from(licences)
    .where(and(eq(licences.userId, media.ownerId), eq(licences.evidenceKey, media.fileName)));
  // A media request's attached document, or a file of a talent's answer (issue 37).
  const inMediaRequest = sql`exists (select 1 from ${mediaRequests} where ${mediaRequests.attachmentKey} = ${media.fileName})
    or exists (select 1 from ${mediaRequestFiles} where ${mediaRequestFiles.mediaKey} = ${media.fileName})`;
  return sql`(${exists(asLogo)} or ${exists(inSpecialtyInfo)} or ${exists(asVerificationDocument)} or ${exists(asLicenceEvidence)} or ${inMediaRequest})`;
}

/**
 * Inside a transaction: deletes the uploads among `ids` that nothing refers to, and returns them.
 * One a save is referring to at this moment is locked by it, and skipped; the second look, a
 * statement later, sees what a save that finished meanwhile stored.
 */
export async function deleteUnreferencedMedia(tx: Db, ids: readonly string[]): Promise<MediaRow[]> {
  const unused = await tx
    .select({ id: media.id })
    .from(media)
    .where(and(inArray(media.id, [...ids]), not(referenced(tx))))
    .for('update', { skipLocked: true });
  if (unused.length === 0) return [];
  return tx
    .delete(media)
    .where(
      and(
        inArray(
          media.id,
          unused.map((row) => row.id),
        ),
        not(referenced(tx)),
      ),
    )
    .returning();
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
  readonly kind: MediaRow['kind'];
  readonly uploadedType: string | null;
}

/**
 * The files among `fileNames` that the owner uploaded, by file name. Inside the transaction that
 * stores references to them, the rows stay locked until it ends, so housekeeping cannot remove
 * one meanwhile (deleteUnreferencedMedia).
 */
export async function findOwnedMedia(
  db: Db,
  ownerId: string,
  fileNames: readonly string[],
): Promise<Map<string, OwnedMedia>> {
  if (fileNames.length === 0) return new Map();
  const rows = await db
    .select({ fileName: media.fileName, kind: media.kind, uploadedType: media.uploadedType })
    .from(media)
    .where(and(eq(media.ownerId, ownerId), inArray(media.fileName, [...fileNames])))
    .for('key share');
  return new Map(rows.map(({ fileName, ...owned }) => [fileName, owned]));
}

/** The upload stored under `fileName`: whose it is and what it is; null when there is none. */
export async function findUpload(db: Db, fileName: string) {
  const [row] = await db
    .select({ ownerId: media.ownerId, kind: media.kind, contentType: media.contentType })
    .from(media)
    .where(eq(media.fileName, fileName));
  return row ?? null;
}
