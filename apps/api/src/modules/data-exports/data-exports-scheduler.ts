import { DATA_EXPORT_RULES } from '@casting/contract';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { whileLeased } from '../../lib/lease';
import type { MailOutbox } from '../../lib/mail/mail-outbox';
import { completeOpenPrivacyRequest } from '../operator-privacy-requests/operator-privacy-requests.repo';
import { buildArchive, type ArchiveDeps, type BuiltArchive } from './build-archive';
import { dataExportReadyMail } from './data-export-mail';
import {
  claimPendingExport,
  failExhaustedExports,
  markExportExpired,
  markExportReady,
  releaseExport,
  renewExportLease,
  selectRunOutExports,
  type DataExportRow,
} from './data-exports.repo';

const HOUR_MS = 60 * 60 * 1000;
const RUN_EVERY_MS = 60_000;
/** How long a claim holds an export; renewed while the build runs, so a dead process's claim lapses soon. */
export const DATA_EXPORT_LEASE_MS = 2 * 60_000;
/** Builds that failed this often (or killed their process this often) end FAILED. */
const MAX_ATTEMPTS = 3;
const RETRY_AFTER_MS = 5 * 60_000;
const EXPIRY_BATCH = 50;

export interface DataExportsSchedulerDeps extends ArchiveDeps {
  readonly clock: Clock;
  readonly outbox: MailOutbox;
  /** The absolute link of an export's download, for the e-mail. */
  readonly linkOf: (exportId: string) => string;
}

/**
 * The exports' background work (issue 36), by the injectable clock: each pending export is
 * claimed with a lease (UPDATE … WHERE … RETURNING over rows locked with SKIP LOCKED), built while
 * the lease is renewed, stored in the private store, and marked READY together with its logged
 * request's completion and its e-mail. A process killed mid-build leaves a lease that lapses and
 * another run takes the export up again; ready archives whose link ran out are removed. Runs in one
 * process take turns; several processes share the work.
 */
export function createDataExportsScheduler(deps: DataExportsSchedulerDeps) {
  const { db, clock, logger } = deps;
  const leaseMs = DATA_EXPORT_LEASE_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const later = (ms: number) => new Date(clock.now().getTime() + ms);

  /** Marks the export READY, completes its logged request and queues its e-mail, in the caller's transaction. */
  async function finish(
    tx: Db,
    claimed: DataExportRow,
    heldUntil: Date,
    fileName: string,
    built: BuiltArchive,
  ): Promise<boolean> {
    const readyAt = clock.now();
    const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_RULES.linkHours * HOUR_MS);
    const archive = { fileName, bytes: built.zip.length, readyAt, expiresAt };
    const ready = await markExportReady(tx, claimed.id, heldUntil, archive);
    if (ready === null) return false;
    if (ready.privacyRequestId !== null)
      await completeOpenPrivacyRequest(tx, ready.privacyRequestId, readyAt);
    await deps.outbox.enqueue(tx, dataExportReadyMail(built.account, deps.linkOf(ready.id)));
    return true;
  }

  async function build(claimed: DataExportRow): Promise<void> {
    let heldUntil = claimed.claimedUntil ?? later(0);
    const renew = async () => {
      const until = later(leaseMs);
      if (!(await renewExportLease(db, claimed.id, heldUntil, until)))
        throw new Error('another process took the export over');
      heldUntil = until;
    };
    const fileName = `export-${claimed.id}-${String(claimed.attempts)}.zip`;
    try {
      const built = await whileLeased(
        renew,
        Math.max(1, Math.floor(leaseMs / 3)),
        async () => {
          const archive = await buildArchive(deps, claimed.userId, clock.now());
          if (archive !== null) await deps.documentStorage.put(fileName, archive.zip, 'application/zip');
          return archive;
        },
        (error) => {
          logger.warn({ exportId: claimed.id, err: error }, 'could not renew a data export lease');
        },
      );
      if (built === null) return;
      // Another process took the export over after this one's lease lapsed: its archive counts.
      if (!(await db.transaction((tx) => finish(tx, claimed, heldUntil, fileName, built))))
        await deps.documentStorage.remove(fileName);
    } catch (error) {
      logger.error({ exportId: claimed.id, attempts: claimed.attempts, err: error }, 'a data export failed');
      const retryAt = claimed.attempts >= MAX_ATTEMPTS ? clock.now() : later(RETRY_AFTER_MS);
      await releaseExport(db, claimed.id, heldUntil, retryAt);
      await failExhaustedExports(db, clock.now(), MAX_ATTEMPTS);
    }
  }

  async function expire(): Promise<void> {
    for (;;) {
      const runOut = await selectRunOutExports(db, clock.now(), EXPIRY_BATCH);
      for (const row of runOut) {
        if (row.fileName !== null) await deps.documentStorage.remove(row.fileName);
        await markExportExpired(db, row.id);
      }
      if (runOut.length < EXPIRY_BATCH) return;
    }
  }

  async function sweep(): Promise<void> {
    await failExhaustedExports(db, clock.now(), MAX_ATTEMPTS);
    for (;;) {
      const claimed = await claimPendingExport(db, clock.now(), later(leaseMs), MAX_ATTEMPTS);
      if (claimed === null) break;
      await build(claimed);
    }
    await expire();
  }

  /** Runs everything due now after any run already going; resolves when done (tests await it). */
  function runDue(): Promise<void> {
    running = running.then(sweep).catch((error: unknown) => {
      logger.warn({ err: error }, 'the data exports scheduler failed');
    });
    return running;
  }

  return {
    runDue,
    start: () => {
      timer ??= setInterval(() => void runDue(), RUN_EVERY_MS);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type DataExportsScheduler = ReturnType<typeof createDataExportsScheduler>;
