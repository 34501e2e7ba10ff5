import { sql, type SQLWrapper } from 'drizzle-orm';

/** A timestamp as JSON text members hold it: as Date.prototype.toISOString writes it. */
export function isoTimestamp(column: SQLWrapper) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
