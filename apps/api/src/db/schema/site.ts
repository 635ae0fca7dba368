import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AppStoreLinkJson,
  MenuSubSectionJson,
  MenuTemplateJson,
  PerLocale,
  SitemapColumnJson,
  SocialLinkJson,
  TemplateItemJson,
} from './types';

/** Site content: what GET /init answers. Stores are not a table (they come from @shop/domain). */

export const countries = pgTable('countries', {
  isoCode2: text('iso_code2').primaryKey(),
  names: jsonb('names').$type<PerLocale>().notNull(),
  deliverable: boolean('deliverable').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** Back-office settings: one row (id = 1). */
export const settings = pgTable(
  'settings',
  {
    id: smallint('id').primaryKey().default(1),
    maintenance: boolean('maintenance').notNull().default(false),
    popinOutlet: boolean('popin_outlet').notNull().default(false),
    freeShippingAmount: numeric('free_shipping_amount', { precision: 10, scale: 2 })
      .notNull()
      .default('99'),
    /** Start of the novelty window: novelties are the products labelled new since then. */
    noveltySince: timestamp('novelty_since', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('settings_single_row', sql`${table.id} = 1`)],
);

export const menuEntries = pgTable(
  'menu_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: text('store_id').notNull(),
    locale: text('locale').notNull(),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    active: boolean('active').notNull().default(true),
    subSections: jsonb('sub_sections').$type<MenuSubSectionJson[]>().notNull().default([]),
    template: jsonb('template').$type<MenuTemplateJson>(),
  },
  (table) => [
    uniqueIndex('menu_entries_store_locale_position').on(
      table.storeId,
      table.locale,
      table.position,
    ),
  ],
);

export const footers = pgTable(
  'footers',
  {
    storeId: text('store_id').notNull(),
    locale: text('locale').notNull(),
    sitemap: jsonb('sitemap').$type<SitemapColumnJson[]>().notNull(),
    social: jsonb('social').$type<SocialLinkJson[]>().notNull(),
    appStores: jsonb('app_stores').$type<AppStoreLinkJson[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.locale] })],
);

export const headerBanners = pgTable(
  'header_banners',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: text('store_id').notNull(),
    locale: text('locale').notNull(),
    position: integer('position').notNull().default(0),
    templateItems: jsonb('template_items').$type<TemplateItemJson[]>().notNull(),
  },
  (table) => [index('header_banners_store_locale').on(table.storeId, table.locale)],
);
