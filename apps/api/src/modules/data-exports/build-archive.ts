import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { MediaStorage } from '../../lib/storage/media-storage';
import { readWhole } from '../../lib/storage/read-whole';
import { storeOf } from '../media/media.service';
import type { AccountData } from './account-data.repo';
import { README_FILE, readmeText } from './archive-readme';
import { archivePathOf, DATA_FILES, readPersonalData } from './personal-data';
import { zipWriter } from './zip-writer';

export interface ArchiveDeps {
  readonly db: Db;
  readonly storage: MediaStorage;
  readonly documentStorage: MediaStorage;
  readonly logger: FastifyBaseLogger;
}

export interface BuiltArchive {
  readonly account: AccountData;
  readonly zip: Buffer;
}

/**
 * The ZIP of one account's data: the README in its language, a JSON file per kind, and each of
 * its uploads under media/ as stored. Null when the account is gone.
 */
export async function buildArchive(
  deps: ArchiveDeps,
  userId: string,
  at: Date,
): Promise<BuiltArchive | null> {
  const data = await readPersonalData(deps.db, userId);
  if (data === null) return null;
  const zip = zipWriter(at);
  zip.addBytes(README_FILE, Buffer.from(readmeText(data.account.language, at)));
  for (const file of DATA_FILES)
    zip.addBytes(`${file}.json`, Buffer.from(`${JSON.stringify(data.files[file], null, 2)}\n`));
  for (const upload of data.uploads) {
    const object = await readWhole(storeOf(deps, upload.kind).source, upload.fileName);
    if (object === null) {
      // media.json still describes it: one lost file must not cost the person the rest of their copy.
      deps.logger.warn({ mediaId: upload.id }, 'an upload listed for a data export has no stored file');
      continue;
    }
    await zip.addStream(archivePathOf(upload), object.body);
  }
  return { account: data.account, zip: await zip.finish() };
}
