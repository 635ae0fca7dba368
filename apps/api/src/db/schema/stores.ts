import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The six stores as data, so store-scoped content can reference them. Host names are
 * deployment settings (SHOP_STORE_HOSTS), not rows: the API still builds base URLs from env.
 */
export const stores = pgTable('stores', {
  id: text('id').primaryKey(),
  displayName: text('display_name').notNull(),
  defaultLocale: text('default_locale').notNull(),
  countryCode: text('country_code').notNull(),
  /** Key of product_prices the store reads (`default` for the international store). */
  priceKey: text('price_key').notNull(),
  isMain: boolean('is_main').notNull().default(false),
  position: integer('position').notNull().default(0),
  /** Cheques (payment method 2) are taken only where the shop enables them (journey section 9). */
  acceptsCheque: boolean('accepts_cheque').notNull().default(false),
});
