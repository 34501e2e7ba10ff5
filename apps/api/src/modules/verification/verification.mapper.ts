import type { OperatorVerification, Verification, WathqLookup } from '@casting/contract';
import type { MediaUrls } from '../../lib/media-urls';
import type { RequestListRow, VerificationRow } from './verification.repo';

export function toVerificationDto(row: VerificationRow | null): Verification {
  if (row === null)
    return { state: 'NONE', unifiedNumber: null, reason: null, requestedAt: null, decidedAt: null };
  return {
    state: row.status as Verification['state'],
    unifiedNumber: row.unifiedNumber,
    reason: row.status === 'REJECTED' ? row.reason : null,
    requestedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  } satisfies Verification;
}

export function toOperatorVerificationDto(
  row: RequestListRow,
  mediaUrls: MediaUrls,
  wathq: WathqLookup | undefined,
): OperatorVerification {
  const { request } = row;
  return {
    id: request.id,
    organization: {
      id: request.organizationId,
      name: row.organizationName,
      userId: row.organizationUserId,
      verified: row.verified,
    },
    unifiedNumber: request.unifiedNumber,
    document: mediaUrls.urlOf(request.documentKey),
    status: request.status as OperatorVerification['status'],
    reason: request.reason,
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    ...(wathq === undefined ? {} : { wathq }),
  } satisfies OperatorVerification;
}
