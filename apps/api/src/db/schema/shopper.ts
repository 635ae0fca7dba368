import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { productSizes, products } from './catalogue';
import { customers } from './customers';

/** What shoppers keep with the shop: promotion codes, alerts, newsletter, wishes, reviews. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Promotion codes of the basket (journey section 3, "Basket promotion"). */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Stored upper-cased: codes are typed in any case. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    percent: smallint('percent'),
    amount: numeric('amount', { precision: 10, scale: 2 }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    minimumAmount: numeric('minimum_amount', { precision: 10, scale: 2 }).notNull().default('0'),
    /** X-Device values the code works on: 0 desktop, 1 otherwise. */
    allowedDevices: smallint('allowed_devices')
      .array()
      .notNull()
      .default(sql`'{0,1}'`),
  },
  (table) => [
    uniqueIndex('promotions_code_key').on(table.code),
    check('promotions_code_upper', sql`${table.code} = upper(${table.code})`),
    check('promotions_one_kind', sql`(${table.percent} IS NULL) <> (${table.amount} IS NULL)`),
    check(
      'promotions_percent_range',
      sql`${table.percent} IS NULL OR ${table.percent} BETWEEN 1 AND 100`,
    ),
    check('promotions_amount_positive', sql`${table.amount} IS NULL OR ${table.amount} > 0`),
  ],
);

/**
 * Stock alerts (journey section 3). A trigger on product_sizes (see the migration) stamps
 * `restocked_at` when a size's stock leaves 0; the API's alert worker then writes the e-mail to
 * the outbox and sets `sent_at` in one transaction.
 */
export const productAlerts = pgTable(
  'product_alerts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    deviceTokenSalesforce: text('device_token_salesforce'),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    alertType: text('alert_type').notNull(),
    storeId: text('store_id').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
    restockedAt: timestamp('restocked_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    // One waiting alert per e-mail and size: the second is 'déjà inscrit'.
    uniqueIndex('product_alerts_waiting_key')
      .on(table.productSizeId, table.email)
      .where(sql`${table.sentAt} IS NULL`),
    index('product_alerts_customer').on(table.customerId),
    index('product_alerts_due')
      .on(table.id)
      .where(sql`${table.restockedAt} IS NOT NULL AND ${table.sentAt} IS NULL`),
  ],
);

/** Newsletter subscriptions by e-mail (trimmed, lower-cased); unsubscribing keeps the row. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  storeId: text('store_id').notNull(),
  locale: text('locale').notNull(),
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

/** The wishlist (storefront section 3: a wish is an id and a product). */
export const wishes = pgTable(
  'wishes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('wishes_customer_product_key').on(table.customerId, table.productId)],
);

/**
 * Ratings and reviews, one per customer and product, published after moderation. A trigger
 * (see the migration) keeps product_scores the sum of the published ones: a product's score
 * and its list of reviews never disagree (the seed writes the reviews behind its scores).
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title'),
    comment: text('comment'),
    status: text('status', { enum: ['pending', 'published', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('product_reviews_product_customer_key').on(table.productId, table.customerId),
    index('product_reviews_published')
      .on(table.productId, table.id.desc())
      .where(sql`${table.status} = 'published'`),
    index('product_reviews_pending')
      .on(table.id)
      .where(sql`${table.status} = 'pending'`),
    check('product_reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
    check(
      'product_reviews_status_known',
      sql`${table.status} IN ('pending', 'published', 'rejected')`,
    ),
  ],
);
