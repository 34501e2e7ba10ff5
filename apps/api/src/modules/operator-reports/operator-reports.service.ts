import type { DecideReportBody, OperatorReport } from '@casting/contract';
import type { Db } from '../../db/database';
import type { ReportRow } from '../../db/schema/reports';
import { AppError } from '../../lib/app-error';
import { serverText } from '../../lib/messages/server-messages';
import type { OperatorActor } from '../../lib/operator-guard';
import { pageFrom } from '../../lib/page';
import { insertAuditEntry } from '../audit-log/audit-log.repo';
import type { Notifier } from '../notifications/notifier';
import { toOperatorAccountDto } from '../operator-users/operator-users.mapper';
import { findAccount } from '../operator-users/operator-users.repo';
import { applySuspension, type SuspensionDeps } from '../operator-users/suspensions';
import { uncountHiddenMessage } from '../notifications/notifications.repo';
import { hideReview } from '../reviews/reviews.repo';
import { toOperatorReportDto } from './operator-reports.mapper';
import {
  decideReports,
  earlierReportsOn,
  findJob,
  findMessage,
  findReportRow,
  hideJob,
  hideMessage,
  lockOpenReport,
  selectReports,
  type ReportListRow,
} from './operator-reports.repo';
import { reportContext } from './report-context';

export interface OperatorReportsDeps extends SuspensionDeps {
  readonly notifier: Notifier;
}

/** The platform's name on the notifications it sends itself. */
const PLATFORM = 'Nujoom';

async function withContext(deps: OperatorReportsDeps, row: ReportListRow): Promise<OperatorReport> {
  const account = await findAccount(deps.db, row.report.accountUserId);
  if (account === null) throw new Error(`report ${row.report.id} names no account`);
  const [context, earlier] = await Promise.all([
    reportContext(deps.db, row.report),
    earlierReportsOn(deps.db, row.report),
  ]);
  return toOperatorReportDto(row, toOperatorAccountDto(account, deps.clock.now()), context, earlier);
}

export async function listReports(
  deps: OperatorReportsDeps,
  query: { status: string; page: number; limit: number },
) {
  const rows = await selectReports(deps.db, query.status, (query.page - 1) * query.limit, query.limit);
  const page = pageFrom(rows, query.page, query.limit, (row) => row);
  return { ...page, items: await Promise.all(page.items.map((row) => withContext(deps, row))) };
}

/**
 * Hides the reported item, and tells its author why, where it leads in the app. A user has no
 * one item to hide: that is a warning, a suspension or a ban.
 */
async function hideItem(tx: Db, deps: OperatorReportsDeps, report: ReportRow, reason: string): Promise<void> {
  const at = deps.clock.now();
  const notice = {
    userId: report.accountUserId,
    kind: 'CONTENT_HIDDEN' as const,
    actorName: PLATFORM,
    note: reason,
  };
  if (report.targetType === 'MESSAGE') {
    await hideMessage(tx, report.targetId, at);
    await uncountHiddenMessage(tx, report.targetId);
    const message = await findMessage(tx, report.targetId);
    await deps.notifier.record(tx, { ...notice, chatId: message?.chatId ?? null });
  } else if (report.targetType === 'JOB') {
    await hideJob(tx, report.targetId, at);
    const job = await findJob(tx, report.targetId);
    await deps.notifier.record(tx, { ...notice, jobId: report.targetId, jobTitle: job?.title ?? null });
  } else if (report.targetType === 'REVIEW') {
    await hideReview(tx, report.targetId, at);
    await deps.notifier.record(tx, notice);
  } else {
    throw new AppError('NOT_ALLOWED', serverText('notAllowedNow'));
  }
}

/** One decision, its effect, its audit entry and the other open reports of the item, in one transaction. */
export async function decideReport(
  deps: OperatorReportsDeps,
  operator: OperatorActor,
  reportId: string,
  body: DecideReportBody,
): Promise<OperatorReport> {
  const suspended = await deps.db.transaction(async (tx) => {
    const report = await lockOpenReport(tx, reportId);
    if (report === null) {
      if ((await findReportRow(tx, reportId)) === null)
        throw new AppError('NOT_FOUND', serverText('notFound'));
      throw new AppError('NOT_ALLOWED', serverText('reportDecided'));
    }
    switch (body.action) {
      case 'DISMISS':
        break;
      case 'HIDE':
        await hideItem(tx, deps, report, body.reason);
        break;
      case 'WARN':
        await deps.notifier.record(tx, {
          userId: report.accountUserId,
          kind: 'ACCOUNT_WARNED',
          actorName: PLATFORM,
          note: body.reason,
        });
        break;
      case 'SUSPEND':
      case 'BAN':
        await applySuspension(tx, deps, operator, report.accountUserId, {
          days: body.action === 'SUSPEND' ? body.days : undefined,
          reason: body.reason,
        });
        break;
    }
    const status = body.action === 'DISMISS' ? 'DISMISSED' : 'ACTIONED';
    await decideReports(tx, report, {
      status,
      action: body.action,
      reason: body.reason,
      operatorId: operator.operatorId,
      at: deps.clock.now(),
    });
    await insertAuditEntry(tx, {
      operatorId: operator.operatorId,
      action: 'REPORT_DECIDED',
      targetType: 'REPORT',
      targetId: report.id,
      reason: body.reason,
      before: { status: report.status, targetType: report.targetType, targetId: report.targetId },
      after: { status, action: body.action, ...(body.days === undefined ? {} : { days: body.days }) },
    });
    return body.action === 'SUSPEND' || body.action === 'BAN' ? report.accountUserId : null;
  });
  if (suspended !== null) deps.sessions.forgetUser(suspended);
  const row = await findReportRow(deps.db, reportId);
  if (row === null) throw new AppError('NOT_FOUND', serverText('notFound'));
  return withContext(deps, row);
}
