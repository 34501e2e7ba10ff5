import type { CreateReport, Report, ReportTargetType } from '@casting/contract';
import type { Db } from '../../db/database';
import type { AccountAllowance } from '../../lib/account-limits';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import { serverText, type ServerMessageKey } from '../../lib/messages/server-messages';
import { findAccountSeenBy } from '../accounts/seen-accounts.repo';
import { toReport } from './reports.mapper';
import {
  findAccountOfJob,
  findAccountOfMessage,
  findAccountOfReview,
  insertOrFindReport,
} from './reports.repo';

const FINDERS: {
  readonly [T in ReportTargetType]: {
    readonly find: (db: Db, viewerUserId: string, id: string) => Promise<string | null>;
    readonly missing: ServerMessageKey;
  };
} = {
  USER: { find: findAccountSeenBy, missing: 'accountMissing' },
  JOB: { find: findAccountOfJob, missing: 'jobMissing' },
  MESSAGE: { find: findAccountOfMessage, missing: 'messageMissing' },
  REVIEW: { find: findAccountOfReview, missing: 'reviewMissing' },
};

/**
 * Users report what they can see (anything else is a 404, as for anything not theirs); the
 * account the item belongs to is found here and never named in the answer.
 */
export function createReportsService(deps: { db: Db; allowance: AccountAllowance }) {
  const { db, allowance } = deps;

  async function create(actor: Actor, input: CreateReport): Promise<Report> {
    const finder = FINDERS[input.targetType];
    const accountUserId = await finder.find(db, actor.userId, input.targetId);
    if (accountUserId === null) throw new AppError('NOT_FOUND', serverText(finder.missing));
    if (accountUserId === actor.userId) throw new AppError('NOT_ALLOWED', serverText('reportOwn'));
    const row = await db.transaction(async (tx) => {
      const report = await insertOrFindReport(tx, {
        reporterUserId: actor.userId,
        targetType: input.targetType,
        targetId: input.targetId,
        accountUserId,
        reason: input.reason,
        details: input.details,
      });
      // Reporting the same item again answers the first report and does not count.
      if (report.created) await allowance.take(tx, 'report', actor.userId);
      return report.row;
    });
    return toReport(row);
  }

  return { create };
}
