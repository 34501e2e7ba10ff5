import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** `json_build_object('key', column, …)`, keyed by the object's own (code-defined) keys. */
export function jsonObjectOf(columns: Readonly<Record<string, SQLWrapper>>): SQL {
  const pairs = Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * The rows of a page as one JSON array, in the given order: the driver parses one value instead
 * of every field of every row, which is most of a list's cost in Node.
 */
export function jsonArrayOf<Row>(row: SQLWrapper, ...orderBy: SQLWrapper[]): SQL<Row[]> {
  return sql<Row[]>`coalesce(json_agg(${row} order by ${sql.join(orderBy, sql`, `)}), '[]'::json)`;
}
