import {
  PRIVACY_REQUEST_DAYS,
  type CompletePrivacyRequestBody,
  type LogPrivacyRequestBody,
  type OperatorPrivacyRequest,
  type PrivacyRequestState,
} from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { serverText } from '../../lib/messages/server-messages';
import type { OperatorActor } from '../../lib/operator-guard';
import { pageFrom, type Page } from '../../lib/page';
import { findAccountId } from '../accounts/seen-accounts.repo';
import { insertAuditEntry } from '../audit-log/audit-log.repo';
import { toOperatorPrivacyRequestDto } from './operator-privacy-requests.mapper';
import {
  completeOpenPrivacyRequest,
  findPrivacyRequest,
  insertPrivacyRequest,
  selectPrivacyRequests,
} from './operator-privacy-requests.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** People's requests about their data (issue 36), each answered within 30 days, for the operators. */
export function createOperatorPrivacyRequestsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function read(id: string): Promise<OperatorPrivacyRequest> {
    const row = await findPrivacyRequest(db, id);
    if (row === null) throw new AppError('NOT_FOUND', serverText('privacyRequestMissing'));
    return toOperatorPrivacyRequestDto(row, clock.now());
  }

  async function list(query: {
    state: PrivacyRequestState;
    page: number;
    limit: number;
  }): Promise<Page<OperatorPrivacyRequest>> {
    const rows = await selectPrivacyRequests(db, query.state, (query.page - 1) * query.limit, query.limit);
    const now = clock.now();
    return pageFrom(rows, query.page, query.limit, (row) => toOperatorPrivacyRequestDto(row, now));
  }

  async function log(operator: OperatorActor, body: LogPrivacyRequestBody): Promise<OperatorPrivacyRequest> {
    const userId = await findAccountId(db, body.userId);
    if (userId === null) throw new AppError('NOT_FOUND', serverText('accountMissing'));
    const now = clock.now();
    const id = await db.transaction(async (tx) => {
      const created = await insertPrivacyRequest(tx, {
        userId,
        kind: body.kind,
        details: body.details,
        dueAt: new Date(now.getTime() + PRIVACY_REQUEST_DAYS * DAY_MS),
        createdAt: now,
      });
      await insertAuditEntry(tx, {
        operatorId: operator.operatorId,
        action: 'PRIVACY_REQUEST_LOGGED',
        targetType: 'PRIVACY_REQUEST',
        targetId: created,
        reason: body.details,
        after: { userId, kind: body.kind },
      });
      return created;
    });
    return read(id);
  }

  async function complete(
    operator: OperatorActor,
    id: string,
    body: CompletePrivacyRequestBody,
  ): Promise<OperatorPrivacyRequest> {
    const existing = await read(id);
    const completed = await db.transaction(async (tx) => {
      if (!(await completeOpenPrivacyRequest(tx, id, clock.now()))) return false;
      await insertAuditEntry(tx, {
        operatorId: operator.operatorId,
        action: 'PRIVACY_REQUEST_COMPLETED',
        targetType: 'PRIVACY_REQUEST',
        targetId: id,
        reason: body.reason,
        before: { kind: existing.kind, dueAt: existing.dueAt, completedAt: null },
        after: { completed: true },
      });
      return true;
    });
    if (!completed) throw new AppError('NOT_ALLOWED', serverText('privacyRequestCompleted'));
    return read(id);
  }

  return { list, log, complete };
}
