import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { organizations } from './organizations';
import { tags } from './tags';

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    jobCategory: text('job_category').notNull(),
    experienceMinimum: integer('experience_minimum').notNull(),
    experienceMaximum: integer('experience_maximum').notNull(),
    durationMinimum: integer('duration_minimum').notNull(),
    durationMinimumUnit: text('duration_minimum_unit').notNull(),
    durationMaximum: integer('duration_maximum').notNull(),
    durationMaximumUnit: text('duration_maximum_unit').notNull(),
    careerLevel: text('career_level').notNull(),
    location: text('location').notNull(),
    /** Minor units (halalas or cents) of `payCurrency` per `payBasis` (migration 0024). */
    payAmount: integer('pay_amount').notNull(),
    payCurrency: text('pay_currency').notNull().default('SAR'),
    payBasis: text('pay_basis').notNull(),
    /** The pay in halalas, US dollars at the peg (contract `inSarHalalas`): Explore's pay filter. */
    paySarHalalas: integer('pay_sar_halalas')
      .notNull()
      .generatedAlwaysAs(
        sql`(case when pay_currency = 'USD' then round(pay_amount * 3.75) else pay_amount end)::integer`,
      ),
    educationLevel: text('education_level').notNull(),
    description: text('description').notNull(),
    requirements: jsonb('requirements').$type<{ id: number; content: string }[]>().notNull(),
    /** The job's tag titles, copied at posting time so one index serves search over title, description and tags. */
    tagTitles: text('tag_titles').notNull().default(''),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`search_normal(title || ' ' || description || ' ' || tag_titles)`),
    jobStatus: text('job_status').notNull().default('OPEN'),
    /** Hidden by an operator on a report (issue 35): out of every list and page but its owner's. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    /** The licence an applicant must hold, verified and unexpired (issue 36); null for none. */
    requiredLicence: text('required_licence'),
    /** How many people the job needs. */
    headcount: integer('headcount').notNull().default(1),
    createdAt: createdAt(),
    /** The job card of the lists as JSON text, without its organization (migration 0007). */
    card: text('card')
      .notNull()
      .generatedAlwaysAs(
        sql`job_card(id, title, job_category, location, pay_amount, pay_currency, pay_basis, duration_minimum, duration_minimum_unit, duration_maximum, duration_maximum_unit, tag_titles, job_status, created_at)`,
      ),
    /** The job as an application names it, as JSON text: id, title, jobStatus, pay (migrations 0022, 0024). */
    summary: text('summary')
      .notNull()
      .generatedAlwaysAs(sql`job_summary(id, title, job_status, pay_amount, pay_currency, pay_basis)`),
    /** A copy of organizations.card, kept by triggers (migration 0007), so a list page reads one table. */
    organizationCard: text('organization_card').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Ascending keys: a backward scan serves the lists' ORDER BY (job_status = 'OPEN') DESC,
    // created_at DESC, id DESC (open jobs first, then newest). job_status last: the rank is
    // computed from the index, so a deep page's keys come from an index-only scan.
    index('jobs_open_created_idx').on(
      sql`(${table.jobStatus} = 'OPEN')`,
      table.createdAt,
      table.id,
      table.jobStatus,
    ),
    index('jobs_category_open_created_idx').on(
      table.jobCategory,
      sql`(${table.jobStatus} = 'OPEN')`,
      table.createdAt,
      table.id,
      table.jobStatus,
    ),
    // My Jobs: a backward scan gives OPEN before CLOSED, newest first within each.
    index('jobs_organization_status_created_idx').on(
      table.organizationId,
      table.jobStatus,
      table.createdAt,
      table.id,
    ),
    index('jobs_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('jobs_pay_sar_idx').on(table.paySarHalalas),
    check('jobs_status_check', sql`${table.jobStatus} in ('OPEN', 'CLOSED')`),
    check('jobs_pay_amount_check', sql`${table.payAmount} > 0`),
    check('jobs_pay_currency_check', sql`${table.payCurrency} in ('SAR', 'USD')`),
    check('jobs_pay_basis_check', sql`${table.payBasis} in ('HOUR', 'DAY', 'JOB')`),
    check('jobs_headcount_check', sql`${table.headcount} between 1 and 100`),
    check(
      'jobs_required_licence_check',
      sql`${table.requiredLicence} is null or ${table.requiredLicence} in ('MAWTHOOQ', 'TOUR_GUIDE', 'FREELANCE_DOCUMENT')`,
    ),
  ],
);

export const jobTags = pgTable(
  'job_tags',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.tagId] }), index('job_tags_tag_idx').on(table.tagId)],
);

export type JobRow = typeof jobs.$inferSelect;
