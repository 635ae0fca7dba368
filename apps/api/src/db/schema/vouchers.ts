import { VOUCHER_KINDS, VOUCHER_ORIGINS } from '@shop/domain/vouchers';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { orders } from './orders';

/**
 * Vouchers, credits and gift cards (journey sections 7 and 9): what a customer may spend at
 * payment (method 10), and what each order spent of it.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const oneOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Gift cards made by the back office. Only the SHA-256 of the normalised code is kept, so a
 * copy of the table activates nothing; the last four characters let the customer and the
 * back office recognise a card.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    codeHash: text('code_hash').notNull(),
    lastFour: text('last_four').notNull(),
    amountCents: integer('amount_cents').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once, by the activation that won: a card becomes one voucher of one customer. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('gift_cards_code_hash_key').on(table.codeHash),
    check('gift_cards_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    origin: text('origin').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** What is left to spend; orders take from it under the row's lock. */
    remainingCents: integer('remaining_cents').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The card a `gift_card` voucher came from: one voucher per card. */
    giftCardId: integer('gift_card_id').references(() => giftCards.id),
    /** The order a `return` or `refund` credit gives money back for (its number in the label). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('vouchers_customer').on(table.customerId, table.id.desc()),
    uniqueIndex('vouchers_gift_card_key').on(table.giftCardId),
    check('vouchers_kind_known', sql.raw(`"kind" IN (${oneOf(VOUCHER_KINDS)})`)),
    check('vouchers_origin_known', sql.raw(`"origin" IN (${oneOf(VOUCHER_ORIGINS)})`)),
    check('vouchers_amount_positive', sql`${table.amountCents} > 0`),
    // Never spent beyond what it holds, whatever two orders do at the same time.
    check(
      'vouchers_remaining_range',
      sql`${table.remainingCents} >= 0 AND ${table.remainingCents} <= ${table.amountCents}`,
    ),
  ],
);

/**
 * What an order took from each voucher. `returned_at` is stamped by the one statement that
 * gives the amount back (the order cancelled or refunded), so it goes back once only.
 */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('voucher_uses_order_voucher').on(table.orderId, table.voucherId),
    index('voucher_uses_voucher').on(table.voucherId),
    check('voucher_uses_amount_positive', sql`${table.amountCents} > 0`),
  ],
);
