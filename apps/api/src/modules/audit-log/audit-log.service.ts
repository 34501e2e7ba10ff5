import type { Db } from '../../db/database';
import { pageStart, startValues } from '../../lib/list-cursor';
import { toAuditEntryDto } from './audit-log.mapper';
import { selectAuditEntries } from './audit-log.repo';

/** A page of the audit log, newest first, by number or after a cursor. */
export async function listAuditLog(
  db: Db,
  query: { page?: number | undefined; cursor?: string | undefined; limit: number },
) {
  const start = pageStart(query.page, query.cursor);
  const values = startValues(start, query.limit);
  const rows = await selectAuditEntries(
    db,
    'afterId' in values && values.afterId !== undefined
      ? { afterCreatedAt: values.afterCreatedAt, afterId: values.afterId }
      : { offset: values.offset },
    query.limit,
  );
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(toAuditEntryDto),
    meta: {
      page: 'page' in start ? start.page : null,
      limit: query.limit,
      hasMore: rows.length > query.limit,
      nextCursor: rows.length > query.limit && last !== undefined ? last.cursor : null,
    },
  };
}
