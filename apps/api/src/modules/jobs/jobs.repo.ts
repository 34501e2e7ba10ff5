import { and, count, desc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs, jobTags } from '../../db/schema/jobs';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../lib/like';
import { jsonArrayOf, jsonObjectOf } from '../../lib/json-rows';
import { prepared } from '../../lib/prepared';

const cardColumns = {
  id: jobs.id,
  title: jobs.title,
  jobCategory: jobs.jobCategory,
  location: jobs.location,
  salary: jobs.salary,
  durationMinimum: jobs.durationMinimum,
  durationMinimumUnit: jobs.durationMinimumUnit,
  durationMaximum: jobs.durationMaximum,
  durationMaximumUnit: jobs.durationMaximumUnit,
  tagTitles: jobs.tagTitles,
  jobStatus: jobs.jobStatus,
  createdAt: jobs.createdAt,
  organizationId: organizations.id,
  organizationName: organizations.name,
  organizationLogo: organizations.logo,
};

export interface JobFilter {
  readonly jobCategory?: string | undefined;
  readonly searchKey?: string | undefined;
}

/** A job card's fields; the list reads them as JSON, where the time arrives as a string. */
export interface JobCardRow {
  readonly id: string;
  readonly title: string;
  readonly jobCategory: string;
  readonly location: string;
  readonly salary: number;
  readonly durationMinimum: number;
  readonly durationMinimumUnit: string;
  readonly durationMaximum: number;
  readonly durationMaximumUnit: string;
  readonly tagTitles: string;
  readonly jobStatus: string;
  readonly createdAt: Date | string;
  readonly organizationId: string;
  readonly organizationName: string;
  readonly organizationLogo: string;
}

function listStatement(db: Db, byCategory: boolean, searching: boolean) {
  const name = `jobs_list_${byCategory ? 'c' : 'a'}_${searching ? 's' : 'n'}`;
  return prepared(db, name, { replan: searching }, () => {
    const page = db
      .select({ card: jsonObjectOf(cardColumns).as('card'), createdAt: jobs.createdAt, id: jobs.id })
      .from(jobs)
      .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
      .where(
        and(
          byCategory ? eq(jobs.jobCategory, sql.placeholder('jobCategory')) : undefined,
          searching ? like(jobs.searchText, sql.placeholder('pattern')) : undefined,
        ),
      )
      // Served by a backward scan of jobs_created_idx or jobs_category_created_idx.
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return db
      .select({
        cards: jsonArrayOf<JobCardRow>(page.card, desc(page.createdAt), desc(page.id)),
      })
      .from(page);
  });
}

/** Jobs newest first; `searchKey` is a literal fragment of the title, description or a tag. */
export async function listJobCards(
  db: Db,
  filter: JobFilter,
  limit: number,
  offset: number,
): Promise<JobCardRow[]> {
  const pattern = containsPattern(filter.searchKey);
  const [page] = await listStatement(db, filter.jobCategory !== undefined, pattern !== undefined).execute({
    limit,
    offset,
    jobCategory: filter.jobCategory,
    pattern,
  });
  return page?.cards ?? [];
}

function detailStatement(db: Db) {
  return prepared(db, 'job_detail', { replan: false }, () =>
    db
      .select({
        ...cardColumns,
        experienceMinimum: jobs.experienceMinimum,
        experienceMaximum: jobs.experienceMaximum,
        careerLevel: jobs.careerLevel,
        educationLevel: jobs.educationLevel,
        description: jobs.description,
        requirements: jobs.requirements,
        organizationUserId: organizations.userId,
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
