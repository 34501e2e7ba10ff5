import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import type { TextSample } from '../../lib/fragment-sample';
import { prepared } from '../../lib/prepared';
import {
  FENCE,
  planSearch,
  sampleColumn,
  scanCondition,
  trigramCondition,
  type ChooseSearchPath,
  type ListPath,
} from '../../lib/search-path';

/** The equality filters, in a fixed order: each combination gets its own prepared statement. */
const EQUALITY_COLUMNS = {
  role: individuals.role,
  gender: individuals.gender,
  hairColor: individuals.hairColor,
  skinTone: individuals.skinTone,
  eyeColor: individuals.eyeColor,
  shoeSize: individuals.shoeSize,
  dressSize: individuals.dressSize,
} as const;

type EqualityKey = keyof typeof EQUALITY_COLUMNS;
const EQUALITY_KEYS = Object.keys(EQUALITY_COLUMNS) as EqualityKey[];

export type IndividualFilter = { readonly [K in EqualityKey]?: string | number | undefined } & {
  readonly searchKey?: string | undefined;
};

// A literal predicate, not a parameter, so the plans can use the partial indexes.
const visible = sql`${individuals.isVisible}`;

function statementFor(db: Db, present: readonly EqualityKey[], path: ListPath) {
  const mask = EQUALITY_KEYS.reduce(
    (bits, key, index) => (present.includes(key) ? bits | (1 << index) : bits),
    0,
  );
  return prepared(db, `individuals_list_${String(mask)}_${path}`, () => {
    if (path === 'trigram') {
      const matches = db
        .select({
          card: individuals.card,
          createdAt: individuals.createdAt,
          id: individuals.id,
          ...EQUALITY_COLUMNS,
        })
        .from(individuals)
        .where(and(visible, trigramCondition(individuals.searchName)))
        .offset(FENCE)
        .as('matches');
      return db
        .select({ card: matches.card })
        .from(matches)
        .where(and(...present.map((key) => eq(matches[key], sql.placeholder(key)))))
        .orderBy(desc(matches.createdAt), desc(matches.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    }
    return (
      db
        .select({ card: individuals.card })
        .from(individuals)
        .where(
          and(
            visible,
            ...present.map((key) => eq(EQUALITY_COLUMNS[key], sql.placeholder(key))),
            path === 'scan' ? scanCondition(individuals.searchName) : undefined,
          ),
        )
        // A backward scan of an index on (…, created_at, id): newest first, id breaks ties.
        .orderBy(desc(individuals.createdAt), desc(individuals.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
    );
  });
}

/** A sample of the names the talent search looks in. */
export function sampleSearchNames(db: Db): Promise<TextSample> {
  return sampleColumn(db, individuals, individuals.searchName, visible);
}

/** Visible talent by specialty, model attributes and name, newest first, as card JSON texts. */
export function createIndividualsList(db: Db, choosePath: ChooseSearchPath) {
  return async function listIndividualCards(
    filter: IndividualFilter,
    limit: number,
    offset: number,
  ): Promise<string[]> {
    const present = EQUALITY_KEYS.filter((key) => filter[key] !== undefined);
    const search = await planSearch(choosePath, filter.searchKey, offset + limit);
    const values: Record<string, unknown> = { limit, offset, ...search.values };
    for (const key of present) values[key] = filter[key];
    const rows = await statementFor(db, present, search.path).execute(values);
    return rows.map((row) => row.card);
  };
}
