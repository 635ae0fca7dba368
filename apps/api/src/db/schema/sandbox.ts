import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The `sandbox` payment provider's own records (src/payments/sandbox). They stand for what a
 * card provider keeps on its side, so they hold no foreign key to the shop's tables: the shop
 * talks to them only through the PaymentProvider port, as it would to Stripe.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Card tokens. A card number never reaches this table: the hosted form keeps the brand, the
 * last four digits, the expiry, a keyed fingerprint and the test outcome the number stands for
 * (so a saved card is charged the way its number decides, without the number).
 */
export const sandboxCards = pgTable(
  'sandbox_cards',
  {
    id: text('id').primaryKey(),
    customerRef: integer('customer_ref').notNull(),
    holder: text('holder').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** A key of the test-card table: 'succeeded', 'three_ds' or a provider error code. */
    outcome: text('outcome').notNull(),
    /** Remembered for the customer ("remember this card"); deletion only clears it. */
    saved: boolean('saved').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('sandbox_cards_customer_saved')
      .on(table.customerRef, table.id)
      .where(sql`${table.saved}`),
    check('sandbox_cards_last4_digits', sql`${table.last4} ~ '^[0-9]{4}$'`),
    check('sandbox_cards_exp_month_range', sql`${table.expMonth} BETWEEN 1 AND 12`),
  ],
);

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    customerRef: integer('customer_ref').notNull(),
    kind: text('kind').notNull(),
    installments: smallint('installments').notNull().default(1),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    status: text('status').notNull(),
    /** The page the shopper has to go through next: 'card_form', 'three_ds', 'paypal'. */
    nextStep: text('next_step'),
    errorCode: text('error_code'),
    cardId: text('card_id').references(() => sandboxCards.id),
    saveMethod: boolean('save_method').notNull().default(false),
    returnUrl: text('return_url').notNull(),
    locale: text('locale').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_payments_idempotency_key').on(table.idempotencyKey),
    check('sandbox_payments_kind_known', sql`${table.kind} IN ('card', 'paypal')`),
    check(
      'sandbox_payments_status_known',
      sql`${table.status} IN ('requires_action', 'processing', 'succeeded', 'failed')`,
    ),
    check('sandbox_payments_amount_positive', sql`${table.amountCents} > 0`),
    check(
      'sandbox_payments_refund_bounded',
      sql`${table.refundedCents} BETWEEN 0 AND ${table.amountCents}`,
    ),
  ],
);

export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sandbox_refunds_idempotency_key').on(table.idempotencyKey),
    check('sandbox_refunds_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/**
 * Webhook deliveries. `body` is the exact JSON the receiver gets (signed as sent); the worker
 * retries with back-off until a 2xx or the attempt cap, the id lets the receiver drop replays.
 */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('sandbox_events_pending')
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} IS NULL`),
    index('sandbox_events_payment').on(table.paymentId),
    check(
      'sandbox_events_type_known',
      sql`${table.type} IN ('payment.succeeded', 'payment.failed', 'refund.succeeded')`,
    ),
  ],
);
