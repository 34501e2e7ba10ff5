import type { OperatorAccount, ReportSummary } from '@casting/contract';
import type { ReportRow } from '../../db/schema/reports';
import { isSuspendedAt } from './suspension-state';
import type { AccountRow } from './operator-users.repo';

export function toOperatorAccountDto(row: AccountRow, now: Date): OperatorAccount {
  const { user } = row;
  const suspended = isSuspendedAt(user, now);
  return {
    id: user.id,
    role: user.role,
    name: row.organizationName ?? `${user.firstName} ${user.lastName}`,
    email: user.email,
    emailVerified: user.emailVerified,
    onboardingCompleted: user.onboardingCompleted,
    profileId: row.individualId ?? row.organizationId,
    suspension:
      suspended && user.suspendedAt !== null
        ? {
            since: user.suspendedAt.toISOString(),
            until: user.suspendedUntil?.toISOString() ?? null,
            reason: user.suspensionReason ?? '',
          }
        : null,
    createdAt: user.createdAt.toISOString(),
  } satisfies OperatorAccount;
}

export function toReportSummaryDto(row: ReportRow): ReportSummary {
  return {
    id: row.id,
    targetType: row.targetType as ReportSummary['targetType'],
    reason: row.reason as ReportSummary['reason'],
    status: row.status as ReportSummary['status'],
    action: row.action as ReportSummary['action'],
    createdAt: row.createdAt.toISOString(),
  } satisfies ReportSummary;
}
