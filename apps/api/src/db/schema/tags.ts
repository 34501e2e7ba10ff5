import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const tags = pgTable(
  'tags',
  {
    id: id(),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('tags_title_lower_key').on(sql`lower(${table.title})`),
    index('tags_title_lower_pattern_idx').on(sql`lower(${table.title}) text_pattern_ops`),
  ],
);

export type TagRow = typeof tags.$inferSelect;
