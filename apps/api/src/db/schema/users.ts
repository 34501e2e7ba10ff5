import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    role: text('role', { enum: ['INDIVIDUAL', 'ORGANIZATION'] }).notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    // The sweep of accounts left unverified.
    index('users_unverified_created_idx')
      .on(table.createdAt)
      .where(sql`${table.emailVerified} = false`),
    check('users_role_check', sql`${table.role} in ('INDIVIDUAL', 'ORGANIZATION')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
