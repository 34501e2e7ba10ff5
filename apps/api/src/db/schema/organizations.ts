import type { City } from '@casting/contract';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const organizations = pgTable('organizations', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  bio: text('bio').notNull(),
  /** ISO 3166-1 alpha-2 country code. */
  location: text('location').notNull(),
  /** One of the contract's CITIES; null for organizations that never gave one (migration 0025). */
  city: text('city').$type<City>(),
  logo: text('logo').notNull(),
  phone: text('phone').notNull(),
  /** The social links are optional: '' when not given. */
  instagram: text('instagram').notNull(),
  tiktok: text('tiktok').notNull(),
  website: text('website').notNull(),
  /** Published reviews by talent: their stars' sum and count (issue 34). */
  ratingSum: integer('rating_sum').notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
  /** An operator approved its Unified National Number and document (issue 35). */
  verified: boolean('verified').notNull().default(false),
  /** What a job card shows of its organization, as JSON text, written with the row (migrations 0007, 0036, 0037). */
  card: text('card')
    .notNull()
    .generatedAlwaysAs(sql`organization_card(id, name, logo, verified, rating_sum, rating_count)`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type OrganizationRow = typeof organizations.$inferSelect;
