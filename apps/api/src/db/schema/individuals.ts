import { boolean, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const individuals = pgTable('individuals', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The specialty (MODEL, PHOTOGRAPHER, …); null until onboarding picks one. */
  role: text('role'),
  bio: text('bio').notNull().default(''),
  isVisible: boolean('is_visible').notNull().default(true),
  specialtyInfo: jsonb('specialty_info').$type<Record<string, unknown>>().notNull().default({}),
  experience: jsonb('experience').$type<Record<string, unknown>>().notNull().default({}),
  workExperience: jsonb('work_experience').$type<unknown[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type IndividualRow = typeof individuals.$inferSelect;
