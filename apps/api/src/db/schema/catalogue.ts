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
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { artists, ecoLabels, materials } from './attributes';
import type { PerLocale } from './types';

/** The catalogue: PostgreSQL is its source of truth; the indexer copies it into search. */

export const brands = pgTable('brands', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** Brands with a logo mark stamp it on their product pictures (watermark rule). */
  hasWatermark: boolean('has_watermark').notNull().default(false),
  /** ISO country where the brand manufactures (product sheet "made in"). */
  madeIn: text('made_in').notNull().default('PT'),
});

/** A brand's product line (`-r{n}` listings). */
export const ranges = pgTable(
  'ranges',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
  },
  (table) => [index('ranges_brand').on(table.brandId)],
);

/** Garment kinds drive generated pictures (GARMENT_KINDS of the seed vocabulary). */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    slug: text('slug').notNull().unique(),
    kind: text('kind').notNull(),
    position: integer('position').notNull().default(0),
    names: jsonb('names').$type<PerLocale>().notNull(),
    slugs: jsonb('slugs').$type<PerLocale>().notNull(),
  },
  (table) => [index('categories_parent').on(table.parentId)],
);

export const colours = pgTable('colours', {
  hex: text('hex').primaryKey(),
  names: jsonb('names').$type<PerLocale>().notNull(),
});

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    names: jsonb('names').$type<PerLocale>().notNull(),
    slugs: jsonb('slugs').$type<PerLocale>().notNull(),
    title: text('title').notNull(),
    label: text('label'),
    promotionPercent: integer('promotion_percent'),
    colour: text('colour')
      .notNull()
      .references(() => colours.hex),
    // Checked below rather than a foreign key, so databases seeded before genders had a table
    // still migrate; genders.code holds the same three values.
    gender: text('gender').notNull().default('unisex'),
    artistId: integer('artist_id').references(() => artists.id),
    rangeId: integer('range_id').references(() => ranges.id),
    materialId: integer('material_id').references(() => materials.id),
    ecoLabelId: integer('eco_label_id').references(() => ecoLabels.id),
    isOnlyOutlet: boolean('is_only_outlet').notNull().default(false),
    displayInListing: boolean('display_in_listing').notNull().default(true),
    noveltyAt: timestamp('novelty_at', { withTimezone: true }).notNull(),
    sales: integer('sales').notNull().default(0),
    watermarkUrl: text('watermark_url'),
    /** Shipping weight: carriers are priced by the basket's weight (journey section 3). */
    weightGrams: integer('weight_grams').notNull().default(500),
  },
  (table) => [
    index('products_brand').on(table.brandId),
    // Associated products: best sellers of the same category, read in sales order.
    index('products_category_sales').on(table.categoryId, table.sales.desc()),
    index('products_artist').on(table.artistId),
    index('products_range').on(table.rangeId),
    check(
      'products_label_known',
      sql`${table.label} IS NULL OR ${table.label} IN ('promo', 'flash_sale', 'top_sale', 'new')`,
    ),
    check('products_gender_known', sql`${table.gender} IN ('men', 'women', 'unisex')`),
    check('products_weight_positive', sql`${table.weightGrams} > 0`),
  ],
);

/** One row per country key (`fr`, `es`, `it`, `be`, `de`, `default`). */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    countryKey: text('country_key').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    originalPrice: numeric('original_price', { precision: 10, scale: 2 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.countryKey] }),
    check('product_prices_not_above_original', sql`${table.price} <= ${table.originalPrice}`),
  ],
);

export const productPictures = pgTable(
  'product_pictures',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.productId, table.position] })],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    position: integer('position').notNull().default(0),
    stock: integer('stock').notNull().default(0),
  },
  (table) => [
    index('product_sizes_product').on(table.productId),
    check('product_sizes_stock_not_negative', sql`${table.stock} >= 0`),
  ],
);
