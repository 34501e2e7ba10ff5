import type { OperatorAccount } from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Authenticator } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import { serverText } from '../../lib/messages/server-messages';
import type { OperatorActor } from '../../lib/operator-guard';
import { insertAuditEntry } from '../audit-log/audit-log.repo';
import { deleteSessionsOfUser } from '../auth/auth.repo';
import { toOperatorAccountDto } from './operator-users.mapper';
import { findAccount, setSuspension } from './operator-users.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SuspensionDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly sessions: Pick<Authenticator, 'announceRevocation' | 'forgetUser'>;
}

function stateOf(row: {
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
}) {
  return {
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspendedUntil: row.suspendedUntil?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
  };
}

/**
 * In the caller's transaction: suspends the account for `days` (a ban without them), ends its
 * sessions and tells every API process so, and writes the audit entry. False when there is no
 * such account. Call `sessions.forgetUser` after the commit.
 */
export async function applySuspension(
  tx: Db,
  deps: SuspensionDeps,
  operator: OperatorActor,
  userId: string,
  input: { days?: number | undefined; reason: string },
): Promise<boolean> {
  const at = deps.clock.now();
  const suspension = {
    at,
    until: input.days === undefined ? null : new Date(at.getTime() + input.days * DAY_MS),
    reason: input.reason,
  };
  const before = await setSuspension(tx, userId, suspension);
  if (before === null) return false;
  await deleteSessionsOfUser(tx, userId);
  await deps.sessions.announceRevocation(tx, userId);
  await insertAuditEntry(tx, {
    operatorId: operator.operatorId,
    action: 'USER_SUSPENDED',
    targetType: 'USER',
    targetId: userId,
    reason: input.reason,
    before: stateOf(before),
    after: stateOf({
      suspendedAt: suspension.at,
      suspendedUntil: suspension.until,
      suspensionReason: input.reason,
    }),
  });
  return true;
}

async function accountNow(deps: SuspensionDeps, userId: string): Promise<OperatorAccount> {
  const row = await findAccount(deps.db, userId);
  if (row === null) throw new AppError('NOT_FOUND', serverText('notFound'));
  return toOperatorAccountDto(row, deps.clock.now());
}

export async function suspendAccount(
  deps: SuspensionDeps,
  operator: OperatorActor,
  userId: string,
  input: { days?: number | undefined; reason: string },
): Promise<OperatorAccount> {
  const found = await deps.db.transaction((tx) => applySuspension(tx, deps, operator, userId, input));
  if (!found) throw new AppError('NOT_FOUND', serverText('notFound'));
  deps.sessions.forgetUser(userId);
  return accountNow(deps, userId);
}

/** Lifts a suspension or ban: the account signs in again and everything it had comes back. */
export async function restoreAccount(
  deps: SuspensionDeps,
  operator: OperatorActor,
  userId: string,
  reason: string,
): Promise<OperatorAccount> {
  const found = await deps.db.transaction(async (tx) => {
    const before = await setSuspension(tx, userId, null);
    if (before === null) return false;
    await insertAuditEntry(tx, {
      operatorId: operator.operatorId,
      action: 'USER_RESTORED',
      targetType: 'USER',
      targetId: userId,
      reason,
      before: stateOf(before),
      after: stateOf({ suspendedAt: null, suspendedUntil: null, suspensionReason: null }),
    });
    return true;
  });
  if (!found) throw new AppError('NOT_FOUND', serverText('notFound'));
  return accountNow(deps, userId);
}
