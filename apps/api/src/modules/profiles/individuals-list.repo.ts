import { and, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import type { TextSample } from '../../lib/fragment-sample';
import {
  afterCursor,
  cursorOf,
  DEEPEST_ROW,
  startKind,
  startValues,
  type PageStart,
  type StartKind,
} from '../../lib/list-cursor';
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
import { notBlockedUser } from '../blocks/block-conditions';
import { absentUserIds } from '../account-deletion/absent-accounts';
import { cardFor, mediaVisibleTo } from '../privacy/media-visibility-sql';

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
  /** A licence type: only talent with its badge, a verified and unexpired licence (issue 36). */
  readonly licence?: string | undefined;
};

/** The model filters that read a talent's appearance and measurements, which the talent may keep private. */
const BODY_KEYS: readonly EqualityKey[] = ['hairColor', 'skinTone', 'eyeColor', 'shoeSize', 'dressSize'];

// A literal predicate, not a parameter, so the plans can use the partial indexes.
// A suspended talent (issue 35) or one being deleted (issue 36) is in no list.
const visible = sql`${individuals.isVisible} and ${individuals.userId} not in ${absentUserIds()}`;

function statementFor(
  db: Db,
  present: readonly EqualityKey[],
  path: ListPath,
  start: StartKind,
  byBlocks: boolean,
  byLicence: boolean,
) {
  const mask = EQUALITY_KEYS.reduce(
    (bits, key, index) => (present.includes(key) ? bits | (1 << index) : bits),
    0,
  );
  const name = `individuals_list_${String(mask)}_${path}_${start}${byBlocks ? '_blocks' : ''}${byLicence ? '_licence' : ''}`;
  return prepared(db, name, () => {
    const byCursor = start === 'cursor';
    const viewer = sql.placeholder('viewerUserId');
    const unblocked = byBlocks ? notBlockedUser(individuals.userId, viewer) : undefined;
    // Issue 36: nobody finds a talent by the body it keeps from them.
    const bodyVisible = present.some((key) => BODY_KEYS.includes(key)) ? mediaVisibleTo(viewer) : undefined;
    const card = cardFor(viewer).as('card');
    // Issue 36: containment, which the GIN index on licence_badges serves.
    const licensed = byLicence
      ? sql`${individuals.licenceBadges} @> ${sql.placeholder('licenceBadge')}::jsonb`
      : undefined;
    const filters = (row: Record<EqualityKey, SQLWrapper>) =>
      present.map((key) => eq(row[key], sql.placeholder(key)));
    if (path === 'trigram') {
      const matches = db
        .select({
          card,
          createdAt: individuals.createdAt,
          id: individuals.id,
          ...EQUALITY_COLUMNS,
        })
        .from(individuals)
        .where(and(visible, trigramCondition(individuals.searchName), unblocked, bodyVisible, licensed))
        .offset(FENCE)
        .as('matches');
      return db
        .select({ card: matches.card, cursor: cursorOf(matches.createdAt, matches.id) })
        .from(matches)
        .where(and(...filters(matches), byCursor ? afterCursor(matches.createdAt, matches.id) : undefined))
        .orderBy(desc(matches.createdAt), desc(matches.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    }
    if (path === 'all' && start === 'deep') {
      // The page's keys from an index-only scan of individuals_visible_(role_)created_idx, then
      // their rows: the rows skipped cost an index entry each, not a row.
      const head = db
        .select({ id: individuals.id, createdAt: individuals.createdAt })
        .from(individuals)
        .where(and(visible, ...filters(EQUALITY_COLUMNS), unblocked, bodyVisible, licensed))
        .orderBy(desc(individuals.createdAt), desc(individuals.id))
        .limit(DEEPEST_ROW)
        .as('head');
      const page = db
        .select({ id: head.id, createdAt: head.createdAt })
        .from(head)
        .orderBy(desc(head.createdAt), desc(head.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page');
      // A lateral subquery with a limit is not merged into a join: each key is a primary-key
      // lookup, whatever the generic plan guesses of the page's size (ADR 018).
      const row = db.select({ card }).from(individuals).where(eq(individuals.id, page.id)).limit(1).as('row');
      return db
        .select({ card: row.card, cursor: cursorOf(page.createdAt, page.id) })
        .from(page)
        .crossJoinLateral(row)
        .orderBy(desc(page.createdAt), desc(page.id));
    }
    return (
      db
        .select({ card, cursor: cursorOf(individuals.createdAt, individuals.id) })
        .from(individuals)
        .where(
          and(
            visible,
            ...filters(EQUALITY_COLUMNS),
            unblocked,
            bodyVisible,
            licensed,
            path === 'scan' ? scanCondition(individuals.searchName) : undefined,
            byCursor ? afterCursor(individuals.createdAt, individuals.id) : undefined,
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

/** A viewer with no account: talent, with no blocks, who sees what everyone signed in sees. */
const NO_VIEWER = { userId: '00000000-0000-0000-0000-000000000000', byBlocks: false };

/**
 * Visible talent by specialty, model attributes and name, newest first, as card JSON texts with
 * their rows' cursors; `pageSize` is the page's size, `rows` how many to read from its start.
 * Each card is as the viewer may see it (issue 36); with `byBlocks`, talent in a block with the
 * viewer, either way, is left out.
 */
export function createIndividualsList(db: Db, choosePath: ChooseSearchPath) {
  return async function listIndividualCards(
    filter: IndividualFilter,
    start: PageStart,
    pageSize: number,
    rows: number,
    viewer: { readonly userId: string; readonly byBlocks: boolean } = NO_VIEWER,
  ): Promise<{ card: string; cursor: string }[]> {
    const present = EQUALITY_KEYS.filter((key) => filter[key] !== undefined);
    const position = startValues(start, pageSize);
    const search = await planSearch(choosePath, filter.searchKey, position.offset + rows);
    const values: Record<string, unknown> = {
      limit: rows,
      ...position,
      ...search.values,
      viewerUserId: viewer.userId,
    };
    for (const key of present) values[key] = filter[key];
    const byLicence = filter.licence !== undefined;
    if (byLicence) values['licenceBadge'] = JSON.stringify([{ type: filter.licence }]);
    return statementFor(db, present, search.path, startKind(start), viewer.byBlocks, byLicence).execute(
      values,
    );
  };
}
