import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { individuals } from './individuals';
import { jobRequests } from './job-requests';
import { organizations } from './organizations';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    jobRequestId: uuid('job_request_id')
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    individualId: uuid('individual_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Who wrote it: the organization about its talent (the spec's review) or the talent about it. */
    authorRole: text('author_role').notNull().default('ORGANIZATION'),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    /** The author's side's sub-ratings; null for reviews written before issue 34. */
    subRatings: jsonb('sub_ratings').$type<Record<string, number>>(),
    /** Would hire again, or would work again. */
    again: boolean('again'),
    /** For the operators only: never in an answer. */
    privateNote: text('private_note'),
    createdAt: createdAt(),
    /** Null while blind: set for both sides at once when the second arrives or the window closes. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    /** Hidden by an operator on a report (issue 35). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    unique('reviews_job_request_author_key').on(table.jobRequestId, table.authorRole),
    index('reviews_of_individual_published_idx')
      .on(table.individualId, table.publishedAt, table.id)
      .where(sql`${table.authorRole} = 'ORGANIZATION' and ${table.publishedAt} is not null`),
    index('reviews_of_organization_published_idx')
      .on(table.organizationId, table.publishedAt, table.id)
      .where(sql`${table.authorRole} = 'INDIVIDUAL' and ${table.publishedAt} is not null`),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('reviews_author_role_check', sql`${table.authorRole} in ('ORGANIZATION', 'INDIVIDUAL')`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
