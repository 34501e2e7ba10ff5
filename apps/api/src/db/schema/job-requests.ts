import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { chats } from './chats';
import { createdAt, id, updatedAt } from './columns';
import { individuals } from './individuals';
import { jobs } from './jobs';

export const jobRequests = pgTable(
  'job_requests',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    individualId: uuid('individual_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    /** INVITED and INVITATION_DECLINED: the organization invited the talent, who has not applied. */
    status: text('status').notNull().default('PENDING'),
    /** The REQUEST message's text, kept beside the request for the applicants list; '' for an invitation. */
    coverLetter: text('cover_letter').notNull().default(''),
    /** The organization's private mark. */
    shortlisted: boolean('shortlisted').notNull().default(false),
    /** Set when the organization reviews the finished work: the spec's "payment complete". */
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** When the contract finished: its review window runs 14 days from here (issue 34). */
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** When the parties were told the review window closes soon. */
    reviewRemindedAt: timestamp('review_reminded_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Its members in the lists, as JSON text without braces: id, requestStatus, createdAt, chatId (migration 0022). */
    members: text('members')
      .notNull()
      .generatedAlwaysAs(sql`job_request_members(id, status, created_at, chat_id)`),
    /** The members its organization alone sees, as JSON text without braces: shortlisted, coverLetter. */
    organizationMembers: text('organization_members')
      .notNull()
      .generatedAlwaysAs(sql`job_request_organization_members(shortlisted, cover_letter)`),
  },
  (table) => [
    unique('job_requests_job_individual_key').on(table.jobId, table.individualId),
    // Ascending keys: backward scans serve the applicants and My Applications, newest first.
    index('job_requests_job_created_idx').on(table.jobId, table.createdAt, table.id),
    index('job_requests_job_status_created_idx').on(table.jobId, table.status, table.createdAt, table.id),
    index('job_requests_individual_created_idx').on(table.individualId, table.createdAt, table.id),
    index('job_requests_individual_status_created_idx').on(
      table.individualId,
      table.status,
      table.createdAt,
      table.id,
    ),
    check(
      'job_requests_status_check',
      sql`${table.status} in ('INVITED', 'INVITATION_DECLINED', 'PENDING', 'APPROVED', 'REJECTED', 'FINISHED')`,
    ),
  ],
);

export type JobRequestRow = typeof jobRequests.$inferSelect;
