import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stores } from './stores';
import type { CmsBlockJson, TemplateBlockJson, TemplateItemJson } from './types';

/** Editorial content per store and language: CMS pages, template pages, templates, banners. */

const storeId = () =>
  text('store_id')
    .notNull()
    .references(() => stores.id);

export const cmsPages = pgTable(
  'cms_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeId(),
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
    blocks: jsonb('blocks').$type<CmsBlockJson[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('cms_pages_store_locale_slug').on(table.storeId, table.locale, table.slug),
    uniqueIndex('cms_pages_store_locale_key').on(table.storeId, table.locale, table.key),
  ],
);

export const templatePages = pgTable(
  'template_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeId(),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    version: text('version').notNull(),
    title: text('title').notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
    headerLayout: text('header_layout').notNull().default('default'),
    blocks: jsonb('blocks').$type<TemplateBlockJson[]>().notNull(),
  },
  (table) => [
    uniqueIndex('template_pages_key').on(table.storeId, table.locale, table.slug, table.version),
    check('template_pages_layout_known', sql`${table.headerLayout} IN ('default', 'slider')`),
  ],
);

/** Lists of template items by slug (top_categorie_homepage, home_slider...). */
export const templates = pgTable(
  'templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeId(),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    title: text('title'),
    subtitle: text('subtitle'),
    items: jsonb('items').$type<TemplateItemJson[]>().notNull(),
  },
  (table) => [uniqueIndex('templates_key').on(table.storeId, table.locale, table.slug)],
);

export const saleBanners = pgTable(
  'sale_banners',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeId(),
    locale: text('locale').notNull(),
    image: text('image').notNull(),
    imageMobile: text('image_mobile').notNull(),
    altText: text('alt_text').notNull(),
    altTextMobile: text('alt_text_mobile').notNull(),
    link: text('link').notNull(),
    linkMobile: text('link_mobile').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sale_banners_store_locale').on(table.storeId, table.locale, table.startsAt)],
);

/** One year-end campaign per store: four content start dates and an end date. */
export const seasonalBanners = pgTable(
  'seasonal_banners',
  {
    storeId: storeId().primaryKey(),
    content1At: timestamp('content1_at', { withTimezone: true }).notNull(),
    content2At: timestamp('content2_at', { withTimezone: true }).notNull(),
    content3At: timestamp('content3_at', { withTimezone: true }).notNull(),
    content4At: timestamp('content4_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'seasonal_banners_in_order',
      sql`${table.content1At} <= ${table.content2At} AND ${table.content2At} <= ${table.content3At} AND ${table.content3At} <= ${table.content4At} AND ${table.content4At} < ${table.endAt}`,
    ),
  ],
);

/** Message texts per locale, flattened to dotted keys (seeded from @shop/i18n). */
export const translations = pgTable(
  'translations',
  {
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.locale, table.key] })],
);

/** Partner sites that send shoppers with `?referer=name`. */
export const referers = pgTable('referers', {
  name: text('name').primaryKey(),
  label: text('label').notNull(),
  landingPath: text('landing_path'),
  utmSource: text('utm_source').notNull(),
  utmMedium: text('utm_medium').notNull(),
  utmCampaign: text('utm_campaign').notNull(),
  active: boolean('active').notNull().default(true),
});
