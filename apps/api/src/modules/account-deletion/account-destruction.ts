import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import { periodic } from '../../lib/periodic';
import type { MediaStorage } from '../../lib/storage/media-storage';
import { storeOf } from '../media/media.service';
import {
  findDueAccounts,
  findExportFilesOf,
  findMediaOf,
  lockDueAccount,
  scrubAccount,
} from './account-deletion.repo';
import { GRACE_MS } from './deletion-grace';

const RUN_EVERY_MS = 60 * 60 * 1000;
const BATCH = 20;

/**
 * The destruction of accounts whose 14 days have passed (issue 36). An account's files (uploads
 * and copies of its data) go first,
 * then its personal data in one transaction that locks the row (SKIP LOCKED), so several
 * processes may run it at once. A run killed half-way leaves the account due, and the next run
 * removes the files again (removing a missing file is no error) and scrubs it; a store that does
 * not answer stops the run, to be tried at the next.
 */
export function createAccountDestruction(deps: {
  db: Db;
  clock: Clock;
  storage: MediaStorage;
  documentStorage: MediaStorage;
  logger: FastifyBaseLogger;
}) {
  const { db, clock } = deps;

  async function destroy(userId: string, askedBy: Date): Promise<void> {
    for (const row of await findMediaOf(db, userId)) {
      const store = storeOf(deps, row.kind);
      for (const name of [row.thumbnailName, row.fileName]) if (name !== null) await store.remove(name);
    }
    for (const name of await findExportFilesOf(db, userId)) await deps.documentStorage.remove(name);
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    await db.transaction(async (tx) => {
      if (await lockDueAccount(tx, userId, askedBy))
        await scrubAccount(tx, userId, passwordHash, clock.now());
    });
  }

  async function runDue(): Promise<void> {
    const askedBy = new Date(clock.now().getTime() - GRACE_MS);
    for (;;) {
      const due = await findDueAccounts(db, askedBy, BATCH);
      for (const userId of due) await destroy(userId, askedBy);
      if (due.length < BATCH) return;
    }
  }

  return {
    runDue,
    ...periodic({ everyMs: RUN_EVERY_MS, name: 'account destruction', logger: deps.logger, run: runDue }),
  };
}

export type AccountDestruction = ReturnType<typeof createAccountDestruction>;
