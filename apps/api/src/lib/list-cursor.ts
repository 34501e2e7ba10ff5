import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Where a page of a list ordered newest first by `(created_at, id)` starts: a numbered page
 * skips the rows of the pages before it; a cursor (the previous page's `meta.nextCursor`) starts
 * right after that page's last row, an index seek whatever the depth.
 */
export type PageStart = { readonly page: number } | { readonly cursor: string };

/** The start a query asks for: its cursor, else its page (1 when it names neither). */
export function pageStart(page: number | undefined, cursor: string | undefined): PageStart {
  return cursor === undefined ? { page: page ?? 1 } : { cursor };
}

/** The placeholders' values of the start: the rows to skip, and the key to start after. */
export function startValues(start: PageStart, limit: number) {
  if ('page' in start) return { offset: (start.page - 1) * limit };
  const separator = start.cursor.indexOf('_');
  return {
    offset: 0,
    afterCreatedAt: start.cursor.slice(0, separator),
    afterId: start.cursor.slice(separator + 1),
  };
}

/**
 * The rows after the cursor's, newest first: a row comparison, which an index on
 * `(…, created_at, id)` serves as the bound of its scan.
 */
export function afterCursor(createdAt: SQLWrapper, id: SQLWrapper): SQL {
  return sql`(${createdAt}, ${id}) < (${sql.placeholder('afterCreatedAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;
}

/** A row's cursor: its creation time to the microsecond, in UTC, and its id. */
export function cursorOf(createdAt: SQLWrapper, id: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${id}`;
}
