import type { Report, ReportReason, ReportTargetType } from '@casting/contract';
import type { ReportRow } from '../../db/schema/reports';

/** What the reporter sees of their report: never its status or what became of the account. */
export function toReport(row: ReportRow): Report {
  return {
    id: row.id,
    targetType: row.targetType as ReportTargetType,
    targetId: row.targetId,
    reason: row.reason as ReportReason,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  } satisfies Report;
}
