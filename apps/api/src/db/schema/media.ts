import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** An uploaded file, owned by the account that uploaded it: public media, or a private document. */
export const media = pgTable(
  'media',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'video', 'document'] }).notNull(),
    /** The stored file's name, chosen by the server: `<id>.<ext>`. */
    fileName: text('file_name').notNull().unique(),
    thumbnailName: text('thumbnail_name'),
    contentType: text('content_type').notNull(),
    /** The type detected in the bytes that were uploaded (images are stored re-encoded as WebP); null before it was kept. */
    uploadedType: text('uploaded_type'),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (table) => [
    index('media_owner_idx').on(table.ownerId),
    check('media_kind_check', sql`${table.kind} in ('image', 'video', 'document')`),
  ],
);

export type MediaRow = typeof media.$inferSelect;
