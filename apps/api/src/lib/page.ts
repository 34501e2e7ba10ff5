import { JsonText } from './json-text';

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

/** A page of items that are JSON text already, read with `rowsToRead(limit)`. */
export function pageOfJson<Item>(
  items: readonly string[],
  page: number,
  limit: number,
): JsonText<Page<Item>> {
  const meta = `{"page":${String(page)},"limit":${String(limit)},"hasMore":${String(items.length > limit)}}`;
  return new JsonText(`{"items":[${items.slice(0, limit).join(',')}],"meta":${meta}}`);
}
