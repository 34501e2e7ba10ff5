import { APPLICATION_STATUSES } from '@casting/contract';
import { and, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs } from '../../db/schema/jobs';
import { organizations } from '../../db/schema/organizations';
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
import { joinedItems, rowsToRead } from '../../lib/page';
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
import { notBlockedOrganization } from '../blocks/block-conditions';
import { absentOrganizationIds } from '../account-deletion/absent-accounts';

export interface JobFilter {
  readonly jobCategory?: string | undefined;
  readonly searchKey?: string | undefined;
  /** Bounds in halalas, US dollar pay at the peg (jobs.pay_sar_halalas). */
  readonly minPay?: number | undefined;
  readonly maxPay?: number | undefined;
  readonly payBasis?: string | undefined;
  /** Only the jobs of organizations an operator verified (issue 35). */
  readonly verified?: boolean | undefined;
}

/** The largest bound a statement's `maxPay` takes when the query sets none. */
const NO_PAY_LIMIT = 2_147_483_647;

function hasPayFilter(filter: JobFilter): boolean {
  return filter.minPay !== undefined || filter.maxPay !== undefined || filter.payBasis !== undefined;
}

/** The pay filter's condition; a null `payBasis` takes every basis. */
function payCondition(paySarHalalas: SQLWrapper, payBasis: SQLWrapper) {
  return sql`${paySarHalalas} between ${sql.placeholder('minPay')} and ${sql.placeholder('maxPay')}
    and (${sql.placeholder('payBasis')}::text is null or ${payBasis} = ${sql.placeholder('payBasis')})`;
}

/** Open first: the rank that leads jobs_open_created_idx and jobs_category_open_created_idx. */
function isOpen(status: SQLWrapper) {
  return sql`(${status} = 'OPEN')`;
}

/** Where each job of a list page starts: the page leaves out the one past it there. */
export const JOB_ITEM_START = '{"organization":';

/**
 * The page's rows, open first then newest: their ids, stored cards and order keys, read with
 * `rowsToRead(limit)` rows from the start; `byBlocks` leaves out the organizations in a block
 * with the placeholder `viewerUserId`.
 */
function pageRows(
  db: Db,
  byCategory: boolean,
  byPay: boolean,
  path: ListPath,
  start: StartKind,
  byBlocks: boolean,
  byVerified: boolean,
) {
  const byCursor = start === 'cursor';
  // Issue 35: a job an operator hid, or whose organization is suspended, is in no list.
  const listed = sql`${jobs.hiddenAt} is null and ${jobs.organizationId} not in ${absentOrganizationIds()}`;
  const verifiedOnly = byVerified
    ? sql`${jobs.organizationId} in (select ${organizations.id} from ${organizations} where ${organizations.verified})`
    : undefined;
  const unblocked = byBlocks
    ? notBlockedOrganization(jobs.organizationId, sql.placeholder('viewerUserId'))
    : undefined;
  const category = (column: SQLWrapper) =>
    byCategory ? eq(column, sql.placeholder('jobCategory')) : undefined;
  const pay = (paySarHalalas: SQLWrapper, payBasis: SQLWrapper) =>
    byPay ? payCondition(paySarHalalas, payBasis) : undefined;
  if (path === 'trigram') {
    const matches = db
      .select({
        card: jobs.card,
        organizationCard: jobs.organizationCard,
        createdAt: jobs.createdAt,
        id: jobs.id,
        jobCategory: jobs.jobCategory,
        jobStatus: jobs.jobStatus,
        paySarHalalas: jobs.paySarHalalas,
        payBasis: jobs.payBasis,
      })
      .from(jobs)
      .where(and(trigramCondition(jobs.searchText), unblocked, listed, verifiedOnly))
      .offset(FENCE)
      .as('matches');
    return db
      .select({
        id: matches.id,
        card: matches.card,
        organizationCard: matches.organizationCard,
        createdAt: matches.createdAt,
        open: isOpen(matches.jobStatus).as('open'),
      })
      .from(matches)
      .where(
        and(
          category(matches.jobCategory),
          pay(matches.paySarHalalas, matches.payBasis),
          byCursor ? afterCursor(matches.createdAt, matches.id, isOpen(matches.jobStatus)) : undefined,
        ),
      )
      .orderBy(sql`${isOpen(matches.jobStatus)} desc`, desc(matches.createdAt), desc(matches.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
  }
  if (path === 'all' && start === 'deep') {
    // The page's keys from an index-only scan of jobs_(category_)open_created_idx, which holds
    // job_status, then their rows: the rows skipped cost an index entry each, not a row.
    const head = db
      .select({ id: jobs.id, createdAt: jobs.createdAt, open: isOpen(jobs.jobStatus).as('open') })
      .from(jobs)
      .where(
        and(
          category(jobs.jobCategory),
          pay(jobs.paySarHalalas, jobs.payBasis),
          unblocked,
          listed,
          verifiedOnly,
        ),
      )
      .orderBy(sql`${isOpen(jobs.jobStatus)} desc`, desc(jobs.createdAt), desc(jobs.id))
      .limit(DEEPEST_ROW)
      .as('head');
    const keys = db
      .select({ id: head.id, createdAt: head.createdAt, open: head.open })
      .from(head)
      .orderBy(desc(head.open), desc(head.createdAt), desc(head.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('keys');
    // A lateral subquery with a limit is not merged into a join: each key is a primary-key
    // lookup, whatever the generic plan guesses of the page's size (ADR 018).
    const row = db
      .select({ card: jobs.card, organizationCard: jobs.organizationCard })
      .from(jobs)
      .where(eq(jobs.id, keys.id))
      .limit(1)
      .as('row');
    return db
      .select({
        id: keys.id,
        card: row.card,
        organizationCard: row.organizationCard,
        createdAt: keys.createdAt,
        open: keys.open,
      })
      .from(keys)
      .crossJoinLateral(row)
      .as('page');
  }
  return (
    db
      .select({
        id: jobs.id,
        card: jobs.card,
        organizationCard: jobs.organizationCard,
        createdAt: jobs.createdAt,
        open: isOpen(jobs.jobStatus).as('open'),
      })
      .from(jobs)
      .where(
        and(
          category(jobs.jobCategory),
          pay(jobs.paySarHalalas, jobs.payBasis),
          unblocked,
          listed,
          verifiedOnly,
          path === 'scan' ? scanCondition(jobs.searchText) : undefined,
          byCursor ? afterCursor(jobs.createdAt, jobs.id, isOpen(jobs.jobStatus)) : undefined,
        ),
      )
      // A backward scan of jobs_open_created_idx or jobs_category_open_created_idx.
      .orderBy(sql`${isOpen(jobs.jobStatus)} desc`, desc(jobs.createdAt), desc(jobs.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page')
  );
}

/**
 * A page of jobs joined into one JSON text by the database (ADR 019): each job's organization card,
 * whether the calling talent applied (`forTalent`: the placeholder `talentUserId`), then its card
 * whole (`withCardsOpened` makes the item one object), with the cursor of the page's last row (the
 * placeholder `pageSize`).
 */
function listStatement(
  db: Db,
  byCategory: boolean,
  byPay: boolean,
  path: ListPath,
  start: StartKind,
  forTalent: boolean,
  byBlocks: boolean,
  byVerified: boolean,
) {
  const name = `jobs_list_${byCategory ? 'c' : 'a'}${byPay ? 'p' : ''}${byVerified ? 'v' : ''}_${path}_${start}${forTalent ? '_talent' : ''}${byBlocks ? '_blocks' : ''}`;
  return prepared(db, name, () => {
    const page = pageRows(db, byCategory, byPay, path, start, byBlocks, byVerified);
    const applied = forTalent
      ? sql`case when exists (select 1 from ${jobRequests} where ${jobRequests.jobId} = ${page.id}
          and ${jobRequests.individualId} = (select ${individuals.id} from ${individuals}
            where ${individuals.userId} = ${sql.placeholder('talentUserId')})
          and ${inArray(jobRequests.status, APPLICATION_STATUSES)})
          then ',"appliedByMe":true,' else ',"appliedByMe":false,' end`
      : sql`',"appliedByMe":false,'`;
    const order = sql`${page.open} desc, ${page.createdAt} desc, ${page.id} desc`;
    // The cursor of the page's last row, written for that row alone.
    const lastId = sql`(array_agg(${page.id} order by ${order}))[${sql.placeholder('pageSize')}]`;
    const last = db
      .select({ cursor: cursorOf(jobs.createdAt, jobs.id, isOpen(jobs.jobStatus)) })
      .from(jobs)
      .where(eq(jobs.id, lastId));
    return db
      .select({
        ...joinedItems(
          sql<string>`${sql.raw(`'${JOB_ITEM_START}'`)} || ${page.organizationCard} || ${applied} || ${page.card}`,
          order,
        ),
        nextCursor: sql<string | null>`(${last})`,
      })
      .from(page);
  });
}

/**
 * Each item as the statement joins it: its organization, `appliedByMe`, then the job's whole
 * card, whose opening brace is dropped here. PostgreSQL's substr walks every character of a
 * UTF-8 text, about 2 µs a card; this one pass over the page costs less. A `"` inside a JSON
 * string is always escaped, so no text someone wrote can match.
 */
const CARD_AFTER_APPLIED = /("appliedByMe":(?:true|false),)\{/g;

function withCardsOpened(items: string): string {
  return items.replace(CARD_AFTER_APPLIED, '$1');
}

/** A sample of the texts the job search looks in. */
export function sampleSearchTexts(db: Db): Promise<TextSample> {
  return sampleColumn(db, jobs, jobs.searchText, sql`true`);
}

/**
 * Open jobs first, then newest, joined into one JSON text with the cursor of the page's last
 * row; `searchKey` is a literal fragment of the title, description or a tag, and
 * `talentUserId` the calling talent's, for `appliedByMe`. Given a `viewerUserId`, the jobs of
 * organizations in a block with that account, either way, are left out.
 */
export function createJobsList(db: Db, choosePath: ChooseSearchPath) {
  return async function listJobs(
    filter: JobFilter,
    start: PageStart,
    pageSize: number,
    talentUserId: string | null,
    viewerUserId: string | null = null,
  ): Promise<{ items: string; rowsRead: number; nextCursor: string | null }> {
    const rows = rowsToRead(pageSize);
    const position = startValues(start, pageSize);
    const search = await planSearch(choosePath, filter.searchKey, position.offset + rows);
    const [joined] = await listStatement(
      db,
      filter.jobCategory !== undefined,
      hasPayFilter(filter),
      search.path,
      startKind(start),
      talentUserId !== null,
      viewerUserId !== null,
      filter.verified === true,
    ).execute({
      limit: rows,
      pageSize,
      ...position,
      jobCategory: filter.jobCategory,
      minPay: filter.minPay ?? 0,
      maxPay: filter.maxPay ?? NO_PAY_LIMIT,
      payBasis: filter.payBasis ?? null,
      talentUserId,
      viewerUserId,
      ...search.values,
    });
    return joined === undefined
      ? { items: '', rowsRead: 0, nextCursor: null }
      : { ...joined, items: withCardsOpened(joined.items) };
  };
}
