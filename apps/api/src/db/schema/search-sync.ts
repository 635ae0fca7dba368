import { bigint, boolean, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Outbox of catalogue changes for the search indexes. Triggers on products, prices, sizes,
 * pictures and market labels add a row per changed product in the writing transaction (see
 * the migration), so every write reaches search, whatever code makes it. The API's sync
 * worker claims rows, pushes the products and deletes the rows.
 */
export const searchSync = pgTable(
  'search_sync',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id').notNull(),
    /** Set by product row changes: the counts of its suggestions may change. */
    refreshSuggestions: boolean('refresh_suggestions').notNull().default(false),
    /** Entities before an update or delete, whose suggestions may lose the product. */
    oldBrandId: integer('old_brand_id'),
    oldCategoryId: integer('old_category_id'),
    oldArtistId: integer('old_artist_id'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease: other workers skip the row (and its product) until it passes. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (table) => [index('search_sync_product').on(table.productId)],
);
