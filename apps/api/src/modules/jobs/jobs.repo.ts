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
import { withMember } from '../../lib/json-text';
import {
  afterCursor,
  cursorOf,
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

export interface JobFilter {
  readonly jobCategory?: string | undefined;
  readonly searchKey?: string | undefined;
}

/** Open first: the rank that leads jobs_open_created_idx and jobs_category_open_created_idx. */
function isOpen(status: SQLWrapper) {
  return sql`(${status} = 'OPEN')`;
}

function listStatement(db: Db, byCategory: boolean, path: ListPath, start: StartKind) {
  return prepared(db, `jobs_list_${byCategory ? 'c' : 'a'}_${path}_${start}`, () => {
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
          cursor: cursorOf(matches.createdAt, matches.id, isOpen(matches.jobStatus)),
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
        .offset(sql.placeholder('offset'));
    }
    if (path === 'all' && start === 'deep') {
      // The page's keys from an index-only scan of jobs_(category_)open_created_idx, which holds
      // job_status, then their rows: the rows skipped cost an index entry each, not a row.
      const page = db
        .select({ id: jobs.id, createdAt: jobs.createdAt, open: isOpen(jobs.jobStatus).as('open') })
        .from(jobs)
        .where(category(jobs.jobCategory))
        .orderBy(sql`${isOpen(jobs.jobStatus)} desc`, desc(jobs.createdAt), desc(jobs.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page');
      // A lateral subquery with a limit is not merged into a join: each key is a primary-key
      // lookup, whatever the generic plan guesses of the page's size (ADR 018).
      const row = db
        .select({ card: jobs.card, organizationCard: jobs.organizationCard })
        .from(jobs)
        .where(eq(jobs.id, page.id))
        .limit(1)
        .as('row');
      return db
        .select({
          id: page.id,
          card: row.card,
          organizationCard: row.organizationCard,
          cursor: cursorOf(page.createdAt, page.id, page.open),
        })
        .from(page)
        .crossJoinLateral(row)
        .orderBy(desc(page.open), desc(page.createdAt), desc(page.id));
    }
    return (
      db
        .select({
          id: jobs.id,
          card: jobs.card,
          organizationCard: jobs.organizationCard,
          cursor: cursorOf(jobs.createdAt, jobs.id, isOpen(jobs.jobStatus)),
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
    );
  });
}

/** A sample of the texts the job search looks in. */
export function sampleSearchTexts(db: Db): Promise<TextSample> {
  return sampleColumn(db, jobs, jobs.searchText, sql`true`);
}

/**
 * Open jobs first, then newest, as card JSON texts with their rows' cursors; `searchKey` is a
 * literal fragment of the title, description or a tag. `pageSize` is the page's size, `rows` how
 * many to read from its start.
 */
export function createJobsList(db: Db, choosePath: ChooseSearchPath) {
  return async function listJobCards(
    filter: JobFilter,
    start: PageStart,
    pageSize: number,
    rows: number,
  ): Promise<{ id: string; card: string; cursor: string }[]> {
    const position = startValues(start, pageSize);
    const search = await planSearch(choosePath, filter.searchKey, position.offset + rows);
    const found = await listStatement(
      db,
      filter.jobCategory !== undefined,
      search.path,
      startKind(start),
    ).execute({
      limit: rows,
      ...position,
      jobCategory: filter.jobCategory,
      ...search.values,
    });
    return found.map((row) => ({
      id: row.id,
      card: withMember(row.card, 'organization', row.organizationCard),
      cursor: row.cursor,
    }));
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
