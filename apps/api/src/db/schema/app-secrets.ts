import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Server-side secrets made on first start and shared by every process on the database. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
