import type { AuditAction } from '@casting/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditLog } from '../../db/schema/audit-log';
import { operators } from '../../db/schema/operators';
import { cursorOf } from '../../lib/list-cursor';

export interface AuditEntryInput {
  readonly operatorId: string;
  readonly action: AuditAction;
  readonly targetType:
    'OPERATOR' | 'USER' | 'REPORT' | 'ORGANIZATION' | 'MILESTONE' | 'LICENCE' | 'PRIVACY_REQUEST';
  readonly targetId: string;
  readonly reason?: string;
  readonly before?: Record<string, unknown> | null;
  readonly after?: Record<string, unknown> | null;
}

/** In the transaction of the action it records: the entry and the effect commit together or not at all. */
export async function insertAuditEntry(db: Db, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({
    operatorId: entry.operatorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason ?? '',
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Newest first, `limit + 1` rows from the start (the offset) or after a cursor. */
export function selectAuditEntries(
  db: Db,
  start: { offset: number } | { afterCreatedAt: string; afterId: string },
  limit: number,
) {
  const after =
    'afterId' in start
      ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${start.afterCreatedAt}::timestamptz, ${start.afterId}::uuid)`
      : undefined;
  return db
    .select({
      entry: auditLog,
      operatorEmail: operators.email,
      cursor: cursorOf(auditLog.createdAt, auditLog.id),
    })
    .from(auditLog)
    .innerJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(after)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1)
    .offset('offset' in start ? start.offset : 0);
}

export type AuditEntryRow = Awaited<ReturnType<typeof selectAuditEntries>>[number];
