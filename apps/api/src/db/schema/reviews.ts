import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
      .unique()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    individualId: uuid('individual_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('reviews_individual_created_idx').on(table.individualId, table.createdAt, table.id),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
