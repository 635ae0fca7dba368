import { sql } from 'drizzle-orm';
import { check, integer, json, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { marketLabels } from './attributes';
import { products } from './catalogue';

/** Market labels of a product (eco_friendly, exclusivity). */
export const productMarketLabels = pgTable(
  'product_market_labels',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => marketLabels.code),
  },
  (table) => [primaryKey({ columns: [table.productId, table.code] })],
);

/** A product's published reviews kept as a running sum, so the average is one division away. */
export const productScores = pgTable(
  'product_scores',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
  },
  (table) => [
    check(
      'product_scores_sum_in_range',
      sql`${table.ratingSum} BETWEEN ${table.ratingCount} AND 5 * ${table.ratingCount}`,
    ),
  ],
);

/**
 * Each product with its prices, pictures, sizes, market labels and rating as one JSON
 * document, kept by triggers (migration 0007): a product page reads one row by key instead of
 * building the document from five tables on every read, which was most of PostgreSQL's work
 * per product page.
 */
export const productDocuments = pgTable('product_documents', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  document: json('document').notNull(),
});
