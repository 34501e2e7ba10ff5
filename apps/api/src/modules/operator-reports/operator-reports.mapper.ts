import type { OperatorAccount, OperatorReport, ReportContext, ReportSummary } from '@casting/contract';
import type { ReportRow } from '../../db/schema/reports';
import { toReportSummaryDto } from '../operator-users/operator-users.mapper';
import type { ReportListRow } from './operator-reports.repo';

export function toOperatorReportDto(
  row: ReportListRow,
  account: OperatorAccount,
  context: ReportContext,
  earlier: readonly ReportRow[],
): OperatorReport {
  const { report } = row;
  const summary = toReportSummaryDto(report);
  return {
    id: report.id,
    targetType: summary.targetType,
    targetId: report.targetId,
    reason: summary.reason,
    details: report.details,
    status: summary.status,
    action: summary.action,
    decisionReason: report.decisionReason,
    createdAt: report.createdAt.toISOString(),
    decidedAt: report.decidedAt?.toISOString() ?? null,
    reporter: { id: report.reporterUserId, name: row.reporterName, email: row.reporterEmail },
    account,
    context,
    earlierReports: earlier.map((earlierRow): ReportSummary => toReportSummaryDto(earlierRow)),
  } satisfies OperatorReport;
}
