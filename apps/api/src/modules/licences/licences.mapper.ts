import type { Licence, LicenceState, LicenceType, OperatorLicence } from '@casting/contract';
import { documentPathOf, documentTypeOf } from '../verification/verification.mapper';
import type { LicenceListRow, LicenceRow } from './licences.repo';

export function toLicenceDto(row: LicenceRow): Licence {
  return {
    id: row.id,
    type: row.type as LicenceType,
    number: row.number,
    issuer: row.issuer,
    expiresOn: row.expiresOn,
    evidence: documentPathOf(row.evidenceKey),
    evidenceType: documentTypeOf(row.evidenceKey),
    status: row.status as LicenceState,
    reason: row.status === 'REJECTED' ? row.reason : null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  } satisfies Licence;
}

export function toOperatorLicenceDto(row: LicenceListRow): OperatorLicence {
  return {
    ...toLicenceDto(row.licence),
    talent: {
      individualId: row.individualId,
      userId: row.licence.userId,
      name: `${row.firstName} ${row.lastName}`,
    },
  } satisfies OperatorLicence;
}
