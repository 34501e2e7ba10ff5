import type { OperatorPrivacyRequest, PrivacyRequestKind } from '@casting/contract';
import type { PrivacyRequestListRow } from './operator-privacy-requests.repo';

export function toOperatorPrivacyRequestDto(row: PrivacyRequestListRow, now: Date): OperatorPrivacyRequest {
  const { request } = row;
  const known = row.email !== null && row.destroyedAt === null;
  return {
    id: request.id,
    kind: request.kind as PrivacyRequestKind,
    details: request.details,
    user: known ? { userId: request.userId, name: row.name ?? '', email: row.email ?? '' } : null,
    createdAt: request.createdAt.toISOString(),
    dueAt: request.dueAt.toISOString(),
    completedAt: request.completedAt?.toISOString() ?? null,
    overdue: request.completedAt === null && request.dueAt.getTime() < now.getTime(),
  } satisfies OperatorPrivacyRequest;
}
