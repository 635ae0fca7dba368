import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { PerLocale, PerLocaleList } from './types';

/** What products are described by besides brand and category: the listing facets' sources. */

/** Artists of collaborations; some rows are named artist categories (spec section 9). */
export const artists = pgTable('artists', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** Set for an artist category: its name per locale (ids 16, 21 and 35 in the seed). */
  categoryNames: jsonb('category_names').$type<PerLocale>(),
  position: integer('position').notNull().default(0),
});

export const materials = pgTable('materials', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  names: jsonb('names').$type<PerLocale>().notNull(),
  /** Composition line of the product sheet, e.g. "100 % coton biologique". */
  composition: jsonb('composition').$type<PerLocale>().notNull(),
  care: jsonb('care').$type<PerLocaleList>().notNull(),
});

/** The `sexe` facet: men, women, unisex with their names per locale. */
export const genders = pgTable('genders', {
  code: text('code').primaryKey(),
  names: jsonb('names').$type<PerLocale>().notNull(),
  position: integer('position').notNull().default(0),
});

export const ecoLabels = pgTable('eco_labels', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  names: jsonb('names').$type<PerLocale>().notNull(),
});

/** Market labels shown as stickers: eco_friendly, exclusivity (spec section 3). */
export const marketLabels = pgTable(
  'market_labels',
  {
    code: text('code').primaryKey(),
    class: text('class').notNull(),
    names: jsonb('names').$type<PerLocale>().notNull(),
  },
  (table) => [
    check('market_labels_class_known', sql`${table.class} IN ('eco_friendly', 'exclusivity')`),
  ],
);
