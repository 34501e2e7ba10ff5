import type { DataExport, DataExportState } from '@casting/contract';
import type { DataExportRow } from './data-exports.repo';

/** An export as its owner follows it; `downloadUrl` only while its link works at `now`. */
export function toDataExportDto(
  row: DataExportRow,
  now: Date,
  downloadUrl: (id: string) => string,
): DataExport {
  const downloadable = row.status === 'READY' && row.expiresAt !== null && row.expiresAt > now;
  return {
    id: row.id,
    status: row.status as DataExportState,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    bytes: row.bytes,
    downloadUrl: downloadable ? downloadUrl(row.id) : null,
  } satisfies DataExport;
}
