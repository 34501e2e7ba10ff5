import { APPLICATION_STATUSES, type JobStatus } from '@casting/contract';
import { and, count, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { jobRequestCounts } from '../../db/schema/job-request-counts';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs, jobTags } from '../../db/schema/jobs';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import type { TextSample } from '../../lib/fragment-sample';
import { isoTimestamp } from '../../lib/iso-timestamp';
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

export interface JobFilter {
  readonly jobCategory?: string | undefined;
  readonly searchKey?: string | undefined;
}

/** Open first: the rank that leads jobs_open_created_idx and jobs_category_open_created_idx. */
function isOpen(status: SQLWrapper) {
  return sql`(${status} = 'OPEN')`;
}

/** Where each job of a list page starts: the page leaves out the one past it there. */
export const JOB_ITEM_START = '{"organization":';

/**
 * The page's rows, open first then newest: their ids, stored cards and order keys, read with
 * `rowsToRead(limit)` rows from the start.
 */
function pageRows(db: Db, byCategory: boolean, path: ListPath, start: StartKind) {
  const byCursor = start === 'cursor';
  const category = (column: SQLWrapper) =>
    byCategory ? eq(column, sql.placeholder('jobCategory')) : undefined;
  if (path === 'trigram') {
    const matches = db
      .select({
        card: jobs.card,
        organizationCard: jobs.organizationCard,
        createdAt: jobs.createdAt,
        id: jobs.id,
        jobCategory: jobs.jobCategory,
        jobStatus: jobs.jobStatus,
      })
      .from(jobs)
      .where(trigramCondition(jobs.searchText))
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
      .where(category(jobs.jobCategory))
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
 * A page of jobs joined into one JSON text by the database (ADR 019): each job's card after its
 * organization's and whether the calling talent applied (`forTalent`: the placeholder
 * `talentUserId`), with the cursor of the page's last row (the placeholder `pageSize`).
 */
function listStatement(db: Db, byCategory: boolean, path: ListPath, start: StartKind, forTalent: boolean) {
  const name = `jobs_list_${byCategory ? 'c' : 'a'}_${path}_${start}${forTalent ? '_talent' : ''}`;
  return prepared(db, name, () => {
    const page = pageRows(db, byCategory, path, start);
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
          sql<string>`${sql.raw(`'${JOB_ITEM_START}'`)} || ${page.organizationCard} || ${applied} || substr(${page.card}, 2)`,
          order,
        ),
        nextCursor: sql<string | null>`(${last})`,
      })
      .from(page);
  });
}

/** A sample of the texts the job search looks in. */
export function sampleSearchTexts(db: Db): Promise<TextSample> {
  return sampleColumn(db, jobs, jobs.searchText, sql`true`);
}

/**
 * Open jobs first, then newest, joined into one JSON text with the cursor of the page's last
 * row; `searchKey` is a literal fragment of the title, description or a tag, and
 * `talentUserId` the calling talent's, for `appliedByMe`.
 */
export function createJobsList(db: Db, choosePath: ChooseSearchPath) {
  return async function listJobs(
    filter: JobFilter,
    start: PageStart,
    pageSize: number,
    talentUserId: string | null,
  ): Promise<{ items: string; rowsRead: number; nextCursor: string | null }> {
    const rows = rowsToRead(pageSize);
    const position = startValues(start, pageSize);
    const search = await planSearch(choosePath, filter.searchKey, position.offset + rows);
    const [joined] = await listStatement(
      db,
      filter.jobCategory !== undefined,
      search.path,
      startKind(start),
      talentUserId !== null,
    ).execute({
      limit: rows,
      pageSize,
      ...position,
      jobCategory: filter.jobCategory,
      talentUserId,
      ...search.values,
    });
    return joined ?? { items: '', rowsRead: 0, nextCursor: null };
  };
}

function detailStatement(db: Db) {
  return prepared(db, 'job_detail', () =>
    db
      .select({
        card: jobs.card,
        title: jobs.title,
        headcount: jobs.headcount,
        experienceMinimum: jobs.experienceMinimum,
        experienceMaximum: jobs.experienceMaximum,
        careerLevel: jobs.careerLevel,
        educationLevel: jobs.educationLevel,
        description: jobs.description,
        requirements: jobs.requirements,
        organizationId: organizations.id,
        organizationName: organizations.name,
        organizationLogo: organizations.logo,
        organizationLocation: organizations.location,
        organizationInstagram: organizations.instagram,
        organizationTiktok: organizations.tiktok,
        organizationWebsite: organizations.website,
        organizationPhone: organizations.phone,
        organizationEmail: users.email,
      })
      .from(jobs)
      .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
      .innerJoin(users, eq(users.id, organizations.userId))
      .where(eq(jobs.id, sql.placeholder('id'))),
  );
}

export async function findJobDetail(db: Db, id: string) {
  const [row] = await detailStatement(db).execute({ id });
  return row ?? null;
}

export type JobDetailRow = NonNullable<Awaited<ReturnType<typeof findJobDetail>>>;

export async function insertJob(db: Db, values: typeof jobs.$inferInsert, tagIds: readonly string[]) {
  const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
  if (row === undefined) throw new Error('insert into jobs returned no row');
  await db.insert(jobTags).values(tagIds.map((tagId) => ({ jobId: row.id, tagId })));
  return row.id;
}

/** Compare-and-set of the owner's job from one status to the other; false when nothing changed. */
export async function moveJob(
  db: Db,
  id: string,
  organizationId: string,
  from: JobStatus,
  to: JobStatus,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ jobStatus: to })
    .where(and(eq(jobs.id, id), eq(jobs.organizationId, organizationId), eq(jobs.jobStatus, from)))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/** Declines every pending application of a job; the chats to tell. */
export async function declinePendingRequests(db: Db, jobId: string): Promise<string[]> {
  const rows = await db
    .update(jobRequests)
    .set({ status: 'REJECTED' })
    .where(and(eq(jobRequests.jobId, jobId), eq(jobRequests.status, 'PENDING')))
    .returning({ chatId: jobRequests.chatId });
  return rows.map((row) => row.chatId);
}

/** A job's applications by state, as the triggers of migration 0020 keep them. */
const countsJson = sql`json_build_object(
  'pending', ${jobRequestCounts.pending}, 'accepted', ${jobRequestCounts.accepted},
  'declined', ${jobRequestCounts.declined}, 'finished', ${jobRequestCounts.finished})`;

/** A job of My Jobs as JSON text, its applications counted by state. */
const myJobJson = sql<string>`json_build_object(
  'id', ${jobs.id}, 'title', ${jobs.title}, 'jobCategory', ${jobs.jobCategory},
  'jobStatus', ${jobs.jobStatus}, 'headcount', ${jobs.headcount}, 'createdAt', ${isoTimestamp(jobs.createdAt)},
  'counts', ${countsJson})::text`;

function organizationJobsStatement(db: Db, byStatus: boolean) {
  return prepared(db, `organization_jobs_${byStatus ? 's' : 'a'}`, () =>
    db
      .select({ job: myJobJson })
      .from(jobs)
      .innerJoin(jobRequestCounts, eq(jobRequestCounts.jobId, jobs.id))
      .where(
        and(
          eq(
            jobs.organizationId,
            db
              .select({ id: organizations.id })
              .from(organizations)
              .where(eq(organizations.userId, sql.placeholder('userId'))),
          ),
          byStatus ? eq(jobs.jobStatus, sql.placeholder('status')) : undefined,
        ),
      )
      .orderBy(desc(jobs.jobStatus), desc(jobs.createdAt), desc(jobs.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
}

/**
 * The jobs of the organization of `userId` as JSON texts, OPEN before CLOSED and newest first
 * (a backward scan of jobs_organization_status_created_idx).
 */
export async function listOrganizationJobs(
  db: Db,
  userId: string,
  status: JobStatus | undefined,
  limit: number,
  offset: number,
): Promise<string[]> {
  const rows = await organizationJobsStatement(db, status !== undefined).execute({
    userId,
    status,
    limit,
    offset,
  });
  return rows.map((row) => row.job);
}

/** Applications of a job; invitations the talent has not answered with an application are not counted. */
export async function countJobRequests(db: Db, jobId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(jobRequests)
    .where(and(eq(jobRequests.jobId, jobId), inArray(jobRequests.status, APPLICATION_STATUSES)));
  return row?.value ?? 0;
}

/** Of `jobIds`, those the user has applied for; an invitation is not an application. */
export async function jobsAppliedForBy(
  db: Db,
  userId: string,
  jobIds: readonly string[],
): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db
    .select({ jobId: jobRequests.jobId })
    .from(jobRequests)
    .innerJoin(individuals, eq(individuals.id, jobRequests.individualId))
    .where(
      and(
        eq(individuals.userId, userId),
        inArray(jobRequests.jobId, [...jobIds]),
        inArray(jobRequests.status, APPLICATION_STATUSES),
      ),
    );
  return new Set(rows.map((row) => row.jobId));
}

export async function jobExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id)).limit(1);
  return row !== undefined;
}
