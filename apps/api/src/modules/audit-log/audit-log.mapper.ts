import type { AuditAction, AuditEntry } from '@casting/contract';
import type { AuditEntryRow } from './audit-log.repo';

function objectOrNull(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

export function toAuditEntryDto(row: AuditEntryRow): AuditEntry {
  const { entry } = row;
  return {
    id: entry.id,
    operator: { id: entry.operatorId, email: row.operatorEmail },
    action: entry.action as AuditAction,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason,
    before: objectOrNull(entry.before),
    after: objectOrNull(entry.after),
    createdAt: entry.createdAt.toISOString(),
  } satisfies AuditEntry;
}
