import type {
  DecideVerificationBody,
  OperatorVerification,
  RequestVerificationBody,
  Verification,
} from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import type { MediaUrls } from '../../lib/media-urls';
import { serverText } from '../../lib/messages/server-messages';
import type { OperatorActor } from '../../lib/operator-guard';
import { pageFrom } from '../../lib/page';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { CompanyRegistry } from '../../lib/wathq/company-registry';
import { insertAuditEntry } from '../audit-log/audit-log.repo';
import { ownDocumentKey } from './verification-document';
import { toOperatorVerificationDto, toVerificationDto } from './verification.mapper';
import {
  decidePendingRequest,
  findOrganizationOfUser,
  findRequest,
  insertRequest,
  latestRequestOf,
  selectRequests,
  setOrganizationVerified,
  type RequestListRow,
} from './verification.repo';

export interface VerificationDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly mediaUrls: MediaUrls;
  /** Null when WATHQ_API_KEY and WATHQ_API_URL are not set. */
  readonly registry: CompanyRegistry | null;
}

async function organizationOf(db: Db, actor: Actor) {
  if (actor.role !== 'ORGANIZATION')
    throw new AppError('FORBIDDEN', serverText('verificationOrganizationsOnly'));
  const organization = await findOrganizationOfUser(db, actor.userId);
  if (organization === null) throw new AppError('FORBIDDEN', serverText('verificationOrganizationsOnly'));
  return organization;
}

export async function myVerification(db: Db, actor: Actor): Promise<Verification> {
  const organization = await organizationOf(db, actor);
  return toVerificationDto(await latestRequestOf(db, organization.id));
}

/** One request waits at a time (a unique index holds it under races); a verified organization is done. */
export async function requestVerification(
  deps: VerificationDeps,
  actor: Actor,
  body: RequestVerificationBody,
): Promise<Verification> {
  const organization = await organizationOf(deps.db, actor);
  if (organization.verified) throw new AppError('NOT_ALLOWED', serverText('alreadyVerified'));
  try {
    const row = await deps.db.transaction(async (tx) => {
      const documentKey = await ownDocumentKey(tx, actor.userId, deps.mediaUrls, body.document);
      return insertRequest(tx, {
        organizationId: organization.id,
        unifiedNumber: body.unifiedNumber,
        documentKey,
        createdAt: deps.clock.now(),
      });
    });
    return toVerificationDto(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('NOT_ALLOWED', serverText('verificationPending'));
    throw error;
  }
}

async function withLookup(deps: VerificationDeps, row: RequestListRow): Promise<OperatorVerification> {
  const wathq = deps.registry === null ? undefined : await deps.registry.lookup(row.request.unifiedNumber);
  return toOperatorVerificationDto(row, wathq);
}

export async function listVerifications(
  deps: VerificationDeps,
  query: { status: string; page: number; limit: number },
) {
  const rows = await selectRequests(deps.db, query.status, (query.page - 1) * query.limit, query.limit);
  const page = pageFrom(rows, query.page, query.limit, (row) => row);
  return { ...page, items: await Promise.all(page.items.map((row) => withLookup(deps, row))) };
}

/** Approves or rejects the pending request; approval sets the organization's verified mark. */
export async function decideVerification(
  deps: VerificationDeps,
  operator: OperatorActor,
  organizationId: string,
  body: DecideVerificationBody,
): Promise<OperatorVerification> {
  const decided = await deps.db.transaction(async (tx) => {
    const status = body.decision === 'APPROVED' ? 'VERIFIED' : 'REJECTED';
    const row = await decidePendingRequest(tx, organizationId, {
      status,
      reason: body.reason,
      operatorId: operator.operatorId,
      at: deps.clock.now(),
    });
    if (row === null) return null;
    if (status === 'VERIFIED') await setOrganizationVerified(tx, organizationId, true);
    await insertAuditEntry(tx, {
      operatorId: operator.operatorId,
      action: 'VERIFICATION_DECIDED',
      targetType: 'ORGANIZATION',
      targetId: organizationId,
      reason: body.reason,
      before: { status: 'PENDING', requestId: row.id, unifiedNumber: row.unifiedNumber },
      after: { status, verified: status === 'VERIFIED' },
    });
    return row;
  });
  if (decided === null) throw new AppError('NOT_ALLOWED', serverText('verificationNotPending'));
  const row = await findRequest(deps.db, decided.id);
  if (row === null) throw new AppError('NOT_FOUND', serverText('notFound'));
  return withLookup(deps, row);
}
