import { DATA_EXPORT_RULES, PRIVACY_REQUEST_DAYS, type DataExport } from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import { serverText } from '../../lib/messages/server-messages';
import type { MediaStorage, StoredObject } from '../../lib/storage/media-storage';
import { readWhole } from '../../lib/storage/read-whole';
import { insertPrivacyRequest } from '../operator-privacy-requests/operator-privacy-requests.repo';
import { toDataExportDto } from './data-exports.mapper';
import {
  findDownloadableExport,
  findPendingExport,
  findRecentExport,
  insertExport,
  lockAccount,
  selectExportsOf,
} from './data-exports.repo';
import type { DownloadTokens } from './download-token';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const LISTED = 10;

export interface DataExportsDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly documentStorage: MediaStorage;
  readonly tokens: DownloadTokens;
  /** The download's path under the origin, for a token. */
  readonly downloadPath: (token: string) => string;
  /** Called once a new export is committed: its build starts at once, not at the next sweep. */
  readonly started: () => void;
}

export interface OpenedArchive {
  readonly object: StoredObject;
  readonly fileName: string;
}

/** "Download my data" (issue 36): asking for a copy, following it, and the download its link gives. */
export function createDataExportsService(deps: DataExportsDeps) {
  const { db, clock, tokens } = deps;
  const dto = (row: Parameters<typeof toDataExportDto>[0]) =>
    toDataExportDto(row, clock.now(), (id) => deps.downloadPath(tokens.sign(id)));

  /**
   * A new export, logged for the operators as an EXPORT request due in 30 days; one at a time and
   * one a day per account, decided under the account's lock.
   */
  async function start(actor: Actor): Promise<DataExport> {
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      await lockAccount(tx, actor.userId);
      if ((await findPendingExport(tx, actor.userId)) !== null)
        throw new AppError('NOT_ALLOWED', serverText('dataExportPending'));
      const since = new Date(now.getTime() - DATA_EXPORT_RULES.everyHours * HOUR_MS);
      if ((await findRecentExport(tx, actor.userId, since)) !== null)
        throw new AppError(
          'NOT_ALLOWED',
          serverText('dataExportDaily', { hours: DATA_EXPORT_RULES.everyHours }),
        );
      const privacyRequestId = await insertPrivacyRequest(tx, {
        userId: actor.userId,
        kind: 'EXPORT',
        details: 'Asked in the app for a copy of their data (Download my data).',
        dueAt: new Date(now.getTime() + PRIVACY_REQUEST_DAYS * DAY_MS),
        createdAt: now,
      });
      return insertExport(tx, { userId: actor.userId, privacyRequestId, createdAt: now });
    });
    deps.started();
    return dto(row);
  }

  async function list(actor: Actor): Promise<{ exports: DataExport[] }> {
    return { exports: (await selectExportsOf(db, actor.userId, LISTED)).map(dto) };
  }

  /** The archive a genuine, unexpired link names; NOT_FOUND with the reason otherwise. */
  async function open(token: string): Promise<OpenedArchive> {
    const gone = new AppError('NOT_FOUND', serverText('dataExportLinkGone'));
    const exportId = tokens.verify(token);
    if (exportId === null) throw gone;
    const row = await findDownloadableExport(db, exportId, clock.now());
    if (row?.fileName == null || row.readyAt === null) throw gone;
    const object = await readWhole(deps.documentStorage.source, row.fileName);
    if (object === null) throw gone;
    return { object, fileName: `nujoom-data-${row.readyAt.toISOString().slice(0, 10)}.zip` };
  }

  return { start, list, open };
}

export type DataExportsService = ReturnType<typeof createDataExportsService>;
