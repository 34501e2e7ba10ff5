import { count, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FragmentSample, TextSample } from './fragment-sample';
import { containsPattern, searchFragmentOf } from './like';
import type { Db } from '../db/database';

/**
 * How a list finds the rows containing a search fragment, newest first:
 * - `scan` walks the list's ordered index from the newest row and stops when the page is full:
 *   cheap when the fragment is common;
 * - `trigram` looks the matches up in the pg_trgm index and sorts them: cheap when it is rare.
 *   `lookup` is what the index looks up: the fragment, or its rarest trigram when that alone
 *   finds few rows (each found row is then checked for the whole fragment).
 * Each path is its own prepared statement whose plan never changes, so PostgreSQL plans it once
 * per connection instead of on every call; the choice is made here, from a sample of the column.
 */
export type SearchPlan = { readonly path: 'scan' } | { readonly path: 'trigram'; readonly lookup: string };

export type SearchPath = SearchPlan['path'];

/** The statement a list call takes: a search path, or `all` without a search. */
export type ListPath = SearchPath | 'all';

/** The plan for a page that needs the first `need` rows containing `fragment`. */
export type ChooseSearchPath = (fragment: string, need: number) => Promise<SearchPlan>;

const SCAN: SearchPlan = { path: 'scan' };

/** A trigram looked up alone finds at most this many rows per row of the page. */
const ROWS_PER_NEEDED_ROW = 4;

const WORD_RUN = /[\p{L}\p{N}]{3,}/gu;

/** The trigrams pg_trgm can look up for a LIKE pattern of the fragment: three word characters in a row. */
function trigramsOf(fragment: string): string[] {
  const trigrams = new Set<string>();
  for (const [run] of fragment.matchAll(WORD_RUN)) {
    const characters = Array.from(run);
    for (let start = 0; start + 3 <= characters.length; start += 1)
      trigrams.add(characters.slice(start, start + 3).join(''));
  }
  return [...trigrams];
}

/** Chooses the cheaper plan by how often the fragment and its trigrams occur in a sample of the column. */
export function choosePathBySample(sample: FragmentSample): ChooseSearchPath {
  return async (fragment, need) => {
    const trigrams = trigramsOf(fragment);
    if (trigrams.length === 0) return SCAN;
    const { matches, total } = await sample.estimate(fragment);
    // The scan reads about need × total / matches rows to fill the page; the index reads every match.
    if (matches * matches >= need * total) return SCAN;
    // The index reads the row list of every trigram it looks up, long ones for common trigrams: a
    // rare trigram of the fragment, looked up alone, reads a short list instead.
    let lookup = fragment;
    let fewest = Number.POSITIVE_INFINITY;
    for (const trigram of trigrams) {
      const found = (await sample.estimate(trigram)).matches;
      if (found < fewest) {
        fewest = found;
        lookup = trigram;
      }
    }
    return {
      path: 'trigram',
      lookup: trigrams.length > 1 && fewest <= need * ROWS_PER_NEEDED_ROW ? lookup : fragment,
    };
  };
}

/** A list call's search: the statement to take, and the values its placeholders need. */
export interface PlannedSearch {
  readonly path: ListPath;
  readonly values: { readonly fragment?: string; readonly pattern?: string; readonly fence?: number };
}

/** Plans the search for `searchKey` (none when it is empty) on a page needing `need` rows. */
export async function planSearch(
  choosePath: ChooseSearchPath,
  searchKey: string | undefined,
  need: number,
): Promise<PlannedSearch> {
  const fragment = searchFragmentOf(searchKey);
  if (fragment === undefined) return { path: 'all', values: {} };
  const plan = await choosePath(fragment, need);
  return plan.path === 'trigram'
    ? { path: 'trigram', values: { fragment, pattern: containsPattern(plan.lookup), fence: 0 } }
    : { path: 'scan', values: { fragment } };
}

/**
 * The scan's condition: `column` (lower-cased) contains the fragment, in a form no index can
 * serve, so the statement keeps the ordered scan whatever the fragment.
 */
export function scanCondition(column: SQLWrapper): SQL {
  return sql`strpos(${column}, ${sql.placeholder('fragment')}) > 0`;
}

/**
 * The trigram path's condition: `column` matches the lookup's LIKE pattern, served by its trigram
 * index, and contains the whole fragment. The pattern reaches the plan through a sub-select, out
 * of the planner's sight: seeing it, each call's plan would look cheaper than the generic one,
 * and PostgreSQL would plan the statement anew on every call.
 */
export function trigramCondition(column: SQLWrapper): SQL {
  return sql`${column} like (select ${sql.placeholder('pattern')}::text) and ${scanCondition(column)}`;
}

/**
 * The OFFSET 0 that keeps the trigram path's subquery apart from the outer query, so its plan
 * looks the matches up in the trigram index alone (filters merged into it could draw in the
 * bitmap of another index) and the outer query sorts the few matches. A placeholder, as Drizzle
 * leaves a literal 0 out.
 */
export const FENCE = sql.placeholder('fence');

const SAMPLE_SIZE = 1_000;

/** A random sample of about a thousand values of `column` in the rows of `table` that pass `where`. */
export async function sampleColumn(
  db: Db,
  table: PgTable,
  column: PgColumn,
  where: SQL,
): Promise<TextSample> {
  const [counted] = await db.select({ total: count() }).from(table).where(where);
  const total = counted?.total ?? 0;
  const percent = total <= SAMPLE_SIZE ? 100 : (100 * SAMPLE_SIZE) / total;
  const rows = await db
    .select({ value: sql<string>`${column}` })
    .from(sql`${table} tablesample bernoulli (${percent})`)
    .where(where);
  return { total, values: rows.map((row) => row.value) };
}
