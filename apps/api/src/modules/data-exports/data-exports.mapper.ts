import type { DataExport, DataExportState } from '@casting/contract';
import type { DataExportRow } from './data-exports.repo';

/**
 * An export as its owner follows it: a ready one whose link ran out at `now` is EXPIRED already
 * (the sweep removes its file soon after), and `downloadUrl` is there only while the link works.
 */
export function toDataExportDto(
  row: DataExportRow,
  now: Date,
  downloadUrl: (id: string) => string,
): DataExport {
  const downloadable = row.status === 'READY' && row.expiresAt !== null && row.expiresAt > now;
  return {
    id: row.id,
    status: row.status === 'READY' && !downloadable ? 'EXPIRED' : (row.status as DataExportState),
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    bytes: row.bytes,
    downloadUrl: downloadable ? downloadUrl(row.id) : null,
  } satisfies DataExport;
}
