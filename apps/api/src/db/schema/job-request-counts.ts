import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { jobs } from './jobs';

/**
 * A job's applications counted by state, kept by triggers on job_requests (migration 0020) so
 * My Jobs reads four numbers instead of counting a job's requests on every view. Invitations
 * the talent has not answered with an application are not counted.
 */
export const jobRequestCounts = pgTable('job_request_counts', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  pending: integer('pending').notNull().default(0),
  accepted: integer('accepted').notNull().default(0),
  declined: integer('declined').notNull().default(0),
  finished: integer('finished').notNull().default(0),
});
