import { addDaysToIsoDate, LICENCE_RULES, riyadhDate } from '@casting/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Notifier } from '../notifications/notifier';
import { claimExpired, claimReminders, refreshLicenceBadges, type ClaimedLicence } from './licences.repo';
import { PLATFORM } from './licences.service';
import { periodic } from '../../lib/periodic';

const RUN_EVERY_MS = 60 * 60 * 1000;
const BATCH = 100;
const [FIRST_REMINDER_DAYS, LAST_REMINDER_DAYS] = LICENCE_RULES.reminderDays;

/**
 * The licences' background work (issue 36), by the injectable clock and the Riyadh calendar:
 * the reminders 90 and 30 days before a verified licence's last valid day, once each, and on
 * the day after it the licence EXPIRED, its badge gone and the talent told. Each step claims
 * its rows with an UPDATE … WHERE … RETURNING that skips rows another process holds, and records
 * its notifications in the same transaction, so several processes may run it at once and a run
 * killed half-way leaves nothing claimed and untold.
 */
export function createLicencesScheduler(options: {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  notifier: Notifier;
}) {
  const { db, clock, logger, notifier } = options;

  function notices(kind: 'LICENCE_EXPIRING' | 'LICENCE_EXPIRED', rows: readonly ClaimedLicence[]) {
    return rows.map((row) => ({ userId: row.userId, kind, actorName: PLATFORM, note: row.number }));
  }

  /** Runs `claim` batch after batch, each in its own transaction, until nothing is left. */
  async function drain(claim: (tx: Db) => Promise<number>): Promise<void> {
    for (;;) if ((await db.transaction(claim)) < BATCH) return;
  }

  async function expire(today: string): Promise<void> {
    await drain(async (tx) => {
      const expired = await claimExpired(tx, 'VERIFIED', today, BATCH);
      for (const userId of new Set(expired.map((row) => row.userId)))
        await refreshLicenceBadges(tx, userId, today);
      await notifier.recordMany(tx, notices('LICENCE_EXPIRED', expired));
      return expired.length;
    });
    // A licence that expired before an operator decided on it can no longer be verified.
    await drain(async (tx) => (await claimExpired(tx, 'PENDING', today, BATCH)).length);
  }

  async function remind(today: string): Promise<void> {
    const at = clock.now();
    for (const [reminder, days] of [
      [30, LAST_REMINDER_DAYS],
      [90, FIRST_REMINDER_DAYS],
    ] as const)
      await drain(async (tx) => {
        const until = addDaysToIsoDate(today, days);
        const due = await claimReminders(tx, reminder, { today, until, at }, BATCH);
        await notifier.recordMany(tx, notices('LICENCE_EXPIRING', due));
        return due.length;
      });
  }

  async function runDue(): Promise<void> {
    const today = riyadhDate(clock.now());
    await expire(today);
    await remind(today);
  }

  return { runDue, ...periodic({ everyMs: RUN_EVERY_MS, name: 'licences scheduler', logger, run: runDue }) };
}

export type LicencesScheduler = ReturnType<typeof createLicencesScheduler>;
