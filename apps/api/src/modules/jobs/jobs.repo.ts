import { and, count, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs, jobTags } from '../../db/schema/jobs';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import type { TextSample } from '../../lib/fragment-sample';
import { withMember } from '../../lib/json-text';
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

/** Open jobs first, then newest: the key of jobs_open_created_idx and jobs_category_open_created_idx. */
function openFirst(status: SQLWrapper) {
  return sql`(${status} = 'OPEN') desc`;
}

function listStatement(db: Db, byCategory: boolean, path: ListPath) {
  return prepared(db, `jobs_list_${byCategory ? 'c' : 'a'}_${path}`, () => {
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
        .select({ card: matches.card, organizationCard: matches.organizationCard })
        .from(matches)
        .where(category(matches.jobCategory))
        .orderBy(openFirst(matches.jobStatus), desc(matches.createdAt), desc(matches.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    }
    return (
      db
        .select({ card: jobs.card, organizationCard: jobs.organizationCard })
        .from(jobs)
        .where(and(category(jobs.jobCategory), path === 'scan' ? scanCondition(jobs.searchText) : undefined))
        // A backward scan of jobs_open_created_idx or jobs_category_open_created_idx.
        .orderBy(openFirst(jobs.jobStatus), desc(jobs.createdAt), desc(jobs.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
    );
  });
}

/** A sample of the texts the job search looks in. */
export function sampleSearchTexts(db: Db): Promise<TextSample> {
  return sampleColumn(db, jobs, jobs.searchText, sql`true`);
}

/** Open jobs first, then newest, as card JSON texts; `searchKey` is a literal fragment of the title, description or a tag. */
export function createJobsList(db: Db, choosePath: ChooseSearchPath) {
  return async function listJobCards(filter: JobFilter, limit: number, offset: number): Promise<string[]> {
    const search = await planSearch(choosePath, filter.searchKey, offset + limit);
    const rows = await listStatement(db, filter.jobCategory !== undefined, search.path).execute({
      limit,
      offset,
      jobCategory: filter.jobCategory,
      ...search.values,
    });
    return rows.map((row) => withMember(row.card, 'organization', row.organizationCard));
  };
}

function detailStatement(db: Db) {
  return prepared(db, 'job_detail', () =>
    db
      .select({
        card: jobs.card,
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

/** Compare-and-set OPEN -> CLOSED for the owner's job; false when nothing changed. */
export async function closeJob(db: Db, id: string, organizationId: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ jobStatus: 'CLOSED' })
    .where(and(eq(jobs.id, id), eq(jobs.organizationId, organizationId), eq(jobs.jobStatus, 'OPEN')))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

export async function countJobRequests(db: Db, jobId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(jobRequests).where(eq(jobRequests.jobId, jobId));
  return row?.value ?? 0;
}

export async function jobExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id)).limit(1);
  return row !== undefined;
}
