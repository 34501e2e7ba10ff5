import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs } from '../../db/schema/jobs';
import { mediaRequestFiles, mediaRequests, type MediaRequestRow } from '../../db/schema/media-requests';
import { media } from '../../db/schema/media';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { notBlockedIndividual } from '../blocks/block-conditions';
import { cardFor } from '../privacy/media-visibility-sql';

const talentUsers = alias(users, 'talent_users');
const organizationUsers = alias(users, 'organization_users');

/**
 * A job request with the two accounts it joins: who may see its media requests, who may ask, and
 * whether either account is suspended. Null when there is no such request.
 */
export async function findJobRequestParties(db: Db, jobRequestId: string) {
  const [row] = await db
    .select({
      id: jobRequests.id,
      status: jobRequests.status,
      chatId: jobRequests.chatId,
      jobId: jobs.id,
      jobTitle: jobs.title,
      organizationUserId: organizations.userId,
      organizationName: organizations.name,
      individualUserId: individuals.userId,
      organizationSuspendedAt: organizationUsers.suspendedAt,
      organizationSuspendedUntil: organizationUsers.suspendedUntil,
      talentSuspendedAt: talentUsers.suspendedAt,
      talentSuspendedUntil: talentUsers.suspendedUntil,
    })
    .from(jobRequests)
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .innerJoin(organizationUsers, eq(organizationUsers.id, organizations.userId))
    .innerJoin(individuals, eq(individuals.id, jobRequests.individualId))
    .innerJoin(talentUsers, eq(talentUsers.id, individuals.userId))
    .where(eq(jobRequests.id, jobRequestId))
    .limit(1);
  return row ?? null;
}

export type JobRequestParties = NonNullable<Awaited<ReturnType<typeof findJobRequestParties>>>;

/** A media request with the parties of its job request. */
export async function findMediaRequestWithParties(db: Db, id: string) {
  const [row] = await db
    .select({ request: mediaRequests })
    .from(mediaRequests)
    .where(eq(mediaRequests.id, id))
    .limit(1);
  if (row === undefined) return null;
  const parties = await findJobRequestParties(db, row.request.jobRequestId);
  return parties === null ? null : { request: row.request, parties };
}

export async function insertMediaRequest(db: Db, values: typeof mediaRequests.$inferInsert) {
  const [row] = await db.insert(mediaRequests).values(values).returning();
  if (row === undefined) throw new Error('insert into media_requests returned no row');
  return row;
}

/**
 * Compare-and-set of an answer: stores it while the request is not declined and its due time is
 * ahead of `at`, and puts its files in place of the ones before. Null when it may not be answered.
 */
export async function storeAnswer(
  db: Db,
  id: string,
  answer: { keys: readonly string[]; note: string; at: Date },
): Promise<MediaRequestRow | null> {
  const [row] = await db
    .update(mediaRequests)
    .set({ state: 'ANSWERED', answerNote: answer.note, answeredAt: answer.at, updatedAt: answer.at })
    .where(
      and(
        eq(mediaRequests.id, id),
        inArray(mediaRequests.state, ['PENDING', 'ANSWERED']),
        sql`${mediaRequests.dueAt} > ${answer.at.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  if (row === undefined) return null;
  await db.delete(mediaRequestFiles).where(eq(mediaRequestFiles.mediaRequestId, id));
  await db
    .insert(mediaRequestFiles)
    .values(answer.keys.map((mediaKey, position) => ({ mediaRequestId: id, position, mediaKey })));
  return row;
}

/** Compare-and-set of a decline: only a request still waiting, before its due time. */
export async function storeDecline(
  db: Db,
  id: string,
  decline: { reason: string; at: Date },
): Promise<MediaRequestRow | null> {
  const [row] = await db
    .update(mediaRequests)
    .set({ state: 'DECLINED', declineReason: decline.reason, declinedAt: decline.at, updatedAt: decline.at })
    .where(
      and(
        eq(mediaRequests.id, id),
        eq(mediaRequests.state, 'PENDING'),
        sql`${mediaRequests.dueAt} > ${decline.at.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row ?? null;
}

export interface AnswerFile {
  readonly mediaRequestId: string;
  readonly mediaKey: string;
  readonly kind: 'image' | 'video' | 'document' | null;
}

/** The answers' files of the requests `ids`, in each answer's order, with what each upload is. */
export async function findAnswerFiles(db: Db, ids: readonly string[]): Promise<AnswerFile[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      mediaRequestId: mediaRequestFiles.mediaRequestId,
      mediaKey: mediaRequestFiles.mediaKey,
      kind: media.kind,
    })
    .from(mediaRequestFiles)
    .leftJoin(media, eq(media.fileName, mediaRequestFiles.mediaKey))
    .where(inArray(mediaRequestFiles.mediaRequestId, [...ids]))
    .orderBy(asc(mediaRequestFiles.mediaRequestId), asc(mediaRequestFiles.position));
}

/** A job request's media requests, newest first (a backward scan of media_requests_job_request_created_idx). */
export async function listOfJobRequest(db: Db, jobRequestId: string): Promise<MediaRequestRow[]> {
  return db
    .select()
    .from(mediaRequests)
    .where(eq(mediaRequests.jobRequestId, jobRequestId))
    .orderBy(desc(mediaRequests.createdAt), desc(mediaRequests.id));
}

/**
 * A page of a job's media requests, newest first, each with its talent's card as the viewer may
 * see it (issue 36); talent in a block with the viewer is left out, as on the applicants page.
 */
export async function listOfJob(db: Db, jobId: string, viewerUserId: string, limit: number, offset: number) {
  return db
    .select({
      request: mediaRequests,
      individualId: jobRequests.individualId,
      card: cardFor(viewerUserId),
    })
    .from(mediaRequests)
    .innerJoin(jobRequests, eq(jobRequests.id, mediaRequests.jobRequestId))
    .innerJoin(individuals, eq(individuals.id, jobRequests.individualId))
    .where(and(eq(mediaRequests.jobId, jobId), notBlockedIndividual(jobRequests.individualId, viewerUserId)))
    .orderBy(desc(mediaRequests.createdAt), desc(mediaRequests.id))
    .limit(limit)
    .offset(offset);
}

/** The account of the organization that posted the job; null when there is no such job. */
export async function findJobOrganizationUser(db: Db, jobId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: organizations.userId })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row?.userId ?? null;
}

/** Whether the document `key` is attached to a media request to the talent of account `userId`. */
export async function isAttachmentOfTalent(db: Db, key: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: mediaRequests.id })
    .from(mediaRequests)
    .innerJoin(jobRequests, eq(jobRequests.id, mediaRequests.jobRequestId))
    .innerJoin(individuals, eq(individuals.id, jobRequests.individualId))
    .where(and(eq(mediaRequests.attachmentKey, key), eq(individuals.userId, userId)))
    .limit(1);
  return rows.length > 0;
}
