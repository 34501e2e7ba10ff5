import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const individuals = pgTable(
  'individuals',
  {
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
    /**
     * The account's names, copied at onboarding and kept in step by PATCH /users/me/name, so the
     * talent list reads one table; `search_name` is "first last [other script name]" as the name search compares it
     * (`search_normal`, migration 0014; `normalizeSearchText` for the query).
     */
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The full name in the other script, which the talent may give; searched with the names (migration 0026). */
    otherScriptName: text('other_script_name'),
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(
        sql`search_normal(first_name || ' ' || last_name || coalesce(' ' || other_script_name, ''))`,
      ),
    /** Kept with each review in the same transaction, so stars cost one row read. */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    // The model filters of spec §9, read out of specialty_info so indexes can serve them.
    gender: text('gender').generatedAlwaysAs(sql`specialty_info ->> 'gender'`),
    hairColor: text('hair_color').generatedAlwaysAs(sql`specialty_info ->> 'hairColorEnum'`),
    skinTone: text('skin_tone').generatedAlwaysAs(sql`specialty_info ->> 'skinToneEnum'`),
    eyeColor: text('eye_color').generatedAlwaysAs(sql`specialty_info ->> 'eyeColorEnum'`),
    shoeSize: integer('shoe_size').generatedAlwaysAs(sql`(specialty_info ->> 'shoeSize')::int`),
    dressSize: integer('dress_size').generatedAlwaysAs(sql`(specialty_info ->> 'dressSize')::int`),
    /** The verified, unexpired licences as badges, `[{ type, expiresOn }]`, kept by the licences module (issue 36). */
    licenceBadges: jsonb('licence_badges')
      .$type<{ type: string; expiresOn: string }[]>()
      .notNull()
      .default([]),
    /** Who sees the photos and measurements: SIGNED_IN, ORGANIZATIONS or VERIFIED_ORGANIZATIONS (issue 36). */
    mediaVisibility: text('media_visibility').notNull().default('SIGNED_IN'),
    /** The talent card of the lists as JSON text, written with the row (migrations 0007, 0013, 0037). */
    card: text('card')
      .notNull()
      .generatedAlwaysAs(
        sql`individual_card(id, first_name, last_name, role, specialty_info, rating_sum, rating_count, licence_badges, false)`,
      ),
    /** The same card without photo and measurements, for a viewer the talent's media visibility leaves out. */
    cardWithoutMedia: text('card_without_media')
      .notNull()
      .generatedAlwaysAs(
        sql`individual_card(id, first_name, last_name, role, specialty_info, rating_sum, rating_count, licence_badges, true)`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Ascending keys: a backward scan serves ORDER BY created_at DESC, id DESC (a DESC key would
    // be NULLS LAST, which that ORDER BY does not match). The model filters trail the order so
    // the scan checks them in the index without visiting rows that do not match.
    index('individuals_visible_role_created_idx')
      .on(
        table.role,
        table.createdAt,
        table.id,
        table.gender,
        table.hairColor,
        table.skinTone,
        table.eyeColor,
        table.shoeSize,
        table.dressSize,
      )
      .where(sql`${table.isVisible}`),
    index('individuals_visible_created_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.isVisible}`),
    index('individuals_licence_badges_idx').using('gin', sql`${table.licenceBadges} jsonb_path_ops`),
    check(
      'individuals_media_visibility_check',
      sql`${table.mediaVisibility} in ('SIGNED_IN', 'ORGANIZATIONS', 'VERIFIED_ORGANIZATIONS')`,
    ),
    index('individuals_search_name_trgm_idx').using('gin', sql`${table.searchName} gin_trgm_ops`),
  ],
);

export type IndividualRow = typeof individuals.$inferSelect;
