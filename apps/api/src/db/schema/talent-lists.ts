import { index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { individuals } from './individuals';
import { organizations } from './organizations';

/** An organization's private, named list of saved talent. */
export const talentLists = pgTable(
  'talent_lists',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('talent_lists_organization_name_key').on(table.organizationId, table.name),
    index('talent_lists_organization_created_idx').on(table.organizationId, table.createdAt, table.id),
  ],
);

export const talentListMembers = pgTable(
  'talent_list_members',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => talentLists.id, { onDelete: 'cascade' }),
    individualId: uuid('individual_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.individualId] }),
    index('talent_list_members_individual_idx').on(table.individualId),
  ],
);
