import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs, jobTags } from '../../db/schema/jobs';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { escapeLike } from '../../lib/like';

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

function whereOf(filter: JobFilter): SQL | undefined {
  return and(
    filter.jobCategory === undefined ? undefined : eq(jobs.jobCategory, filter.jobCategory),
    filter.searchKey === undefined || filter.searchKey === ''
      ? undefined
      : like(jobs.searchText, `%${escapeLike(filter.searchKey.toLowerCase())}%`),
  );
}

export async function listJobCards(db: Db, filter: JobFilter, limit: number, offset: number) {
  return db
    .select(cardColumns)
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .where(whereOf(filter))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit)
    .offset(offset);
}

export async function countJobs(db: Db, filter: JobFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(jobs).where(whereOf(filter));
  return row?.value ?? 0;
}

export type JobCardRow = Awaited<ReturnType<typeof listJobCards>>[number];

export async function findJobDetail(db: Db, id: string) {
  const [row] = await db
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
    .where(eq(jobs.id, id))
    .limit(1);
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
