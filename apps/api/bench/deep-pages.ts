import { PAGE_SIZES } from '@casting/contract';
import { desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/database';
import { individuals } from '../src/db/schema/individuals';
import { jobs } from '../src/db/schema/jobs';
import { cursorOf } from '../src/lib/list-cursor';

/** The explore page size, as the web app asks for it. */
const LIMIT = PAGE_SIZES.explore;

/** The cursor a client holds after reading `rows` rows of the list, newest first. */
async function cursorAfter(
  db: Db,
  table: PgTable & { createdAt: PgColumn; id: PgColumn },
  where: SQL,
  rows: number,
): Promise<string> {
  const [row] = await db
    .select({ cursor: cursorOf(table.createdAt, table.id) })
    .from(table)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .offset(rows - 1)
    .limit(1);
  if (row === undefined) throw new Error(`the list has fewer than ${String(rows)} rows`);
  return encodeURIComponent(row.cursor);
}

/** Deep pages of the talent and job lists: the deepest numbered page, page 50 and the last page by cursor. */
export async function deepPageScenarios(db: Db, api: string): Promise<[string, string][]> {
  const scenarios: [string, string][] = [];
  const lists = [
    { name: 'individuals', table: individuals, where: sql`${individuals.isVisible}` },
    { name: 'jobs', table: jobs, where: sql`true` },
  ] as const;
  for (const { name, table, where } of lists) {
    const [counted] = await db
      .select({ rows: sql<number>`count(*)::int` })
      .from(table)
      .where(where);
    const rows = counted?.rows ?? 0;
    const lastPageStart = Math.floor((rows - 1) / LIMIT) * LIMIT;
    scenarios.push(
      [
        `${name}: page 10 by number (the deepest)`,
        `${api}/${name}?paginate[page]=10&paginate[limit]=${String(LIMIT)}`,
      ],
      [
        `${name}: page 50 by cursor`,
        `${api}/${name}?paginate[limit]=${String(LIMIT)}&paginate[cursor]=${await cursorAfter(db, table, where, 49 * LIMIT)}`,
      ],
      [
        `${name}: last page by cursor`,
        `${api}/${name}?paginate[limit]=${String(LIMIT)}&paginate[cursor]=${await cursorAfter(db, table, where, lastPageStart)}`,
      ],
    );
  }
  return scenarios;
}
