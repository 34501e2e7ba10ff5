import {
  API_BASE_PATH,
  DOCUMENTS_PATH,
  type OperatorVerification,
  type Verification,
  type WathqLookup,
} from '@casting/contract';
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

/** A document's type by its key's extension: the server named the file after the type it detected. */
const STORED_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** A private document's type, by its key's extension: the server named the file after the type it detected. */
export function documentTypeOf(key: string): string {
  return STORED_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? '';
}

/** Where the owner or an operator reads a private document (with their `Authorization` header). */
export function documentPathOf(key: string): string {
  return `${API_BASE_PATH}${DOCUMENTS_PATH}/${key}`;
}

export function toOperatorVerificationDto(
  row: RequestListRow,
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
    document: documentPathOf(request.documentKey),
    documentType: documentTypeOf(request.documentKey),
    status: request.status as OperatorVerification['status'],
    reason: request.reason,
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    ...(wathq === undefined ? {} : { wathq }),
  } satisfies OperatorVerification;
}
