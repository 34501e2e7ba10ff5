import { MEDIA_REQUEST_KINDS, MEDIA_REQUEST_STATES } from '@casting/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { jobRequests } from './job-requests';
import { jobs } from './jobs';

const listOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * What a job's organization asked an applicant for (issue 37): a photo, a video or audio by a due
 * time. The answer's note and time live here, its files in media_request_files; `job_id` copies
 * the job request's, so a job's requests are one index scan, newest first.
 */
export const mediaRequests = pgTable(
  'media_requests',
  {
    id: id(),
    jobRequestId: uuid('job_request_id')
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    instructions: text('instructions').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** A private document of the organization's (POST /upload/documents): the lines to read, say. */
    attachmentKey: text('attachment_key'),
    state: text('state').notNull().default('PENDING'),
    answerNote: text('answer_note'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    declineReason: text('decline_reason'),
    declinedAt: timestamp('declined_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Ascending keys: backward scans serve a job request's and a job's requests, newest first.
    index('media_requests_job_request_created_idx').on(table.jobRequestId, table.createdAt, table.id),
    index('media_requests_job_created_idx').on(table.jobId, table.createdAt, table.id),
    // The unused-upload sweep asks whether a document is an attachment.
    index('media_requests_attachment_idx')
      .on(table.attachmentKey)
      .where(sql`${table.attachmentKey} is not null`),
    check('media_requests_kind_check', sql`${table.kind} in (${listOf(MEDIA_REQUEST_KINDS)})`),
    check('media_requests_state_check', sql`${table.state} in (${listOf(MEDIA_REQUEST_STATES)})`),
    check(
      'media_requests_answer_check',
      sql`(${table.state} = 'ANSWERED') = (${table.answeredAt} is not null)`,
    ),
    check(
      'media_requests_decline_check',
      sql`(${table.state} = 'DECLINED') = (${table.declinedAt} is not null and ${table.declineReason} is not null)`,
    ),
  ],
);

/** The uploads of a media request's answer, in the talent's order; an answer replaced replaces them. */
export const mediaRequestFiles = pgTable(
  'media_request_files',
  {
    mediaRequestId: uuid('media_request_id')
      .notNull()
      .references(() => mediaRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The talent's own upload (image or video), by storage key. */
    mediaKey: text('media_key').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.mediaRequestId, table.position] }),
    // The unused-upload sweep asks whether an upload is in an answer.
    index('media_request_files_media_key_idx').on(table.mediaKey),
  ],
);

export type MediaRequestRow = typeof mediaRequests.$inferSelect;
