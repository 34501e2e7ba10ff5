import { sql, type SQL } from 'drizzle-orm';
import { JsonText } from './json-text';
import type { PageStart } from './list-cursor';

export interface Page<T> {
  readonly items: T[];
  readonly meta: { readonly page: number; readonly limit: number; readonly hasMore: boolean };
}

/** The rows to ask for: one past the page, so the answer tells whether another page follows. */
export function rowsToRead(limit: number): number {
  return limit + 1;
}

/** Turns the rows read with `rowsToRead(limit)` into a page of mapped items. */
export function pageFrom<Row, Item>(
  rows: readonly Row[],
  page: number,
  limit: number,
  map: (row: Row) => Item,
): Page<Item> {
  return {
    items: rows.slice(0, limit).map(map),
    meta: { page, limit, hasMore: rows.length > limit },
  };
}

/** A numbered page of items that are JSON text already, read with `rowsToRead(limit)`. */
export function numberedPageOfJson<Item>(
  items: readonly string[],
  page: number,
  limit: number,
): JsonText<Page<Item>> {
  const meta = `{"page":${String(page)},"limit":${String(limit)},"hasMore":${String(items.length > limit)}}`;
  return new JsonText(`{"items":[${items.slice(0, limit).join(',')}],"meta":${meta}}`);
}

/**
 * A page's items joined into one JSON text by the database, in the page's order, with the number
 * of rows read (docs/decisions/019-pages-joined-by-the-database.md). Select them over the rows
 * read with `rowsToRead(limit)`; `numberedPageOfJoined` leaves out the one past the page.
 */
export function joinedItems(item: SQL<string>, orderBy: SQL) {
  return {
    items: sql<string>`coalesce(string_agg(${item}, ',' order by ${orderBy}), '')`,
    rowsRead: sql<number>`count(*)::int`,
  };
}

/**
 * A numbered page of items that the database joined with `joinedItems`. Each item starts with
 * `start`, its first member, which no object inside an item starts with: the item past the page
 * is cut at its start (a `"` inside a JSON string is always escaped, so no text someone wrote
 * can look like it).
 */
export function numberedPageOfJoined<Item>(
  joined: { readonly items: string; readonly rowsRead: number },
  start: string,
  page: number,
  limit: number,
): JsonText<Page<Item>> {
  const hasMore = joined.rowsRead > limit;
  const meta = `{"page":${String(page)},"limit":${String(limit)},"hasMore":${String(hasMore)}}`;
  return new JsonText(`{"items":[${pageItems(joined.items, start, hasMore)}],"meta":${meta}}`);
}

/** A keyset page of items that the database joined, as `numberedPageOfJoined`, with the cursor of the page's last row. */
export function keysetPageOfJoined<Item>(
  joined: { readonly items: string; readonly rowsRead: number; readonly nextCursor: string | null },
  itemStart: string,
  start: PageStart,
  limit: number,
): JsonText<KeysetPage<Item>> {
  const hasMore = joined.rowsRead > limit;
  const page = 'page' in start ? String(start.page) : 'null';
  const nextCursor = hasMore ? JSON.stringify(joined.nextCursor) : 'null';
  const meta = `{"page":${page},"limit":${String(limit)},"hasMore":${String(hasMore)},"nextCursor":${nextCursor}}`;
  return new JsonText(`{"items":[${pageItems(joined.items, itemStart, hasMore)}],"meta":${meta}}`);
}

function pageItems(items: string, start: string, hasMore: boolean): string {
  return hasMore ? items.slice(0, items.lastIndexOf(`,${start}`)) : items;
}

export interface KeysetPage<T> {
  readonly items: T[];
  readonly meta: {
    readonly page: number | null;
    readonly limit: number;
    readonly hasMore: boolean;
    readonly nextCursor: string | null;
  };
}

/**
 * A page of items that are JSON text already, each with its row's cursor, read with
 * `rowsToRead(limit)`: the next page starts after the last item's cursor.
 */
export function pageOfJson<Item>(
  rows: readonly { readonly item: string; readonly cursor: string }[],
  start: PageStart,
  limit: number,
): JsonText<KeysetPage<Item>> {
  const items = rows.slice(0, limit).map((row) => row.item);
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  const page = 'page' in start ? String(start.page) : 'null';
  const nextCursor = last === undefined ? 'null' : JSON.stringify(last.cursor);
  const meta = `{"page":${page},"limit":${String(limit)},"hasMore":${String(last !== undefined)},"nextCursor":${nextCursor}}`;
  return new JsonText(`{"items":[${items.join(',')}],"meta":${meta}}`);
}
