import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { containsPattern } from '../../lib/like';
import { jsonArrayOf, jsonObjectOf } from '../../lib/json-rows';
import { prepared } from '../../lib/prepared';

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

export interface IndividualCardRow {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: string | null;
  readonly nationality: string | null;
  readonly profilePicture: string | null;
  readonly gender: string | null;
  readonly hairColor: string | null;
  readonly skinTone: string | null;
  readonly eyeColor: string | null;
  readonly shoeSize: number | null;
  readonly dressSize: number | null;
}

function statementFor(db: Db, present: readonly EqualityKey[], searching: boolean) {
  const mask = EQUALITY_KEYS.reduce(
    (bits, key, index) => (present.includes(key) ? bits | (1 << index) : bits),
    0,
  );
  return prepared(
    db,
    `individuals_list_${String(mask)}_${searching ? 's' : 'n'}`,
    { replan: searching },
    () => {
      const page = db
        .select({
          card: jsonObjectOf({
            id: individuals.id,
            firstName: individuals.firstName,
            lastName: individuals.lastName,
            role: individuals.role,
            nationality: sql`${individuals.specialtyInfo} ->> 'nationality'`,
            profilePicture: sql`${individuals.specialtyInfo} ->> 'profilePicture'`,
            gender: individuals.gender,
            hairColor: individuals.hairColor,
            skinTone: individuals.skinTone,
            eyeColor: individuals.eyeColor,
            shoeSize: individuals.shoeSize,
            dressSize: individuals.dressSize,
          }).as('card'),
          createdAt: individuals.createdAt,
          id: individuals.id,
        })
        .from(individuals)
        .where(
          and(
            // A literal predicate, not a parameter, so a cached plan can use the partial indexes.
            sql`${individuals.isVisible}`,
            ...present.map((key) => eq(EQUALITY_COLUMNS[key], sql.placeholder(key))),
            searching ? like(individuals.searchName, sql.placeholder('pattern')) : undefined,
          ),
        )
        // Served by a backward scan of an index on (…, created_at, id): newest first, id breaks ties.
        .orderBy(desc(individuals.createdAt), desc(individuals.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page');
      return db
        .select({
          cards: jsonArrayOf<IndividualCardRow>(page.card, desc(page.createdAt), desc(page.id)),
        })
        .from(page);
    },
  );
}

/** Visible talent matching every given filter, newest first; `searchKey` is a literal name fragment. */
export async function listIndividualCards(
  db: Db,
  filter: IndividualFilter,
  limit: number,
  offset: number,
): Promise<IndividualCardRow[]> {
  const present = EQUALITY_KEYS.filter((key) => filter[key] !== undefined);
  const pattern = containsPattern(filter.searchKey);
  const values: Record<string, unknown> = { limit, offset, pattern };
  for (const key of present) values[key] = filter[key];
  const [page] = await statementFor(db, present, pattern !== undefined).execute(values);
  return page?.cards ?? [];
}
