import { LIMITS, MAX_NUMBERED_PAGE } from '@casting/contract';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Where a page of a list ordered newest first by `(created_at, id)`, after a leading rank where
 * the list has one (jobs: open first), starts: a numbered page
 * skips the rows of the pages before it; a cursor (the previous page's `meta.nextCursor`) starts
 * right after that page's last row, an index seek whatever the depth.
 */
export type PageStart = { readonly page: number } | { readonly cursor: string };

/** The start a query asks for: its cursor, else its page (1 when it names neither). */
export function pageStart(page: number | undefined, cursor: string | undefined): PageStart {
  return cursor === undefined ? { page: page ?? 1 } : { cursor };
}

/** Which statement reads a page: the first, a numbered one past it, or one after a cursor. */
export type StartKind = 'first' | 'deep' | 'cursor';

/**
 * The most rows a numbered page reads from a list's start. A deep page's keys are read within
 * this literal bound first: a generic plan reckons a placeholder limit at a tenth of the table,
 * and would rather sort the whole list than scan its index that far (ADR 018).
 */
export const DEEPEST_ROW = MAX_NUMBERED_PAGE * LIMITS.maxPageSize + 1;

export function startKind(start: PageStart): StartKind {
  if ('cursor' in start) return 'cursor';
  return start.page > 1 ? 'deep' : 'first';
}

/**
 * The placeholders' values of the start: the rows to skip, and the key to start after. A cursor
 * without a rank (written for a list that has none) reads as ranked first.
 */
export function startValues(start: PageStart, limit: number) {
  if ('page' in start) return { offset: (start.page - 1) * limit };
  const parts = start.cursor.split('_');
  const [createdAt = '', id = ''] = parts.slice(-2);
  return {
    offset: 0,
    afterRank: parts.length === 3 ? parts[0] === '1' : true,
    afterCreatedAt: createdAt,
    afterId: id,
  };
}

/**
 * The rows after the cursor's, ranked first then newest: a row comparison, which an index on
 * `(…, rank, created_at, id)` serves as the bound of its scan. `rank` is a boolean expression.
 */
export function afterCursor(createdAt: SQLWrapper, id: SQLWrapper, rank?: SQLWrapper): SQL {
  const key = sql`${sql.placeholder('afterCreatedAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid`;
  return rank === undefined
    ? sql`(${createdAt}, ${id}) < (${key})`
    : sql`(${rank}, ${createdAt}, ${id}) < (${sql.placeholder('afterRank')}::boolean, ${key})`;
}

/** A row's cursor: its rank (1 or 0) where the list has one, its creation time to the microsecond in UTC, and its id. */
export function cursorOf(createdAt: SQLWrapper, id: SQLWrapper, rank?: SQLWrapper): SQL<string> {
  const key = sql`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${id}`;
  return rank === undefined
    ? sql<string>`${key}`
    : sql<string>`(case when ${rank} then '1_' else '0_' end) || ${key}`;
}
