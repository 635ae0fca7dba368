import { ORDER_STATUSES } from '@shop/domain/orders';
import { UNPAID_STATUSES } from '@shop/domain/unpaid-holds';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import type { OrderAddressJson, OrderCarrierJson, OrderRelayPointJson } from './types';

/**
 * Orders (journey sections 4 and 9). An order keeps snapshots of what the shopper saw (lines,
 * address, relay point, carrier, totals in cents): later catalogue or address changes never
 * rewrite a placed order.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const oneOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** orderNumber(store, created_at, id) of @shop/domain/orders. */
    number: text('number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    storeId: text('store_id').notNull(),
    /** The shopper's language: e-mails and messages about the order use it. */
    locale: text('locale').notNull(),
    status: text('status').notNull(),
    paymentMethodId: smallint('payment_method_id').notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressJson>(),
    relayPoint: jsonb('relay_point').$type<OrderRelayPointJson>(),
    carrier: jsonb('carrier').$type<OrderCarrierJson>().notNull(),
    trackingNumber: text('tracking_number'),
    promotionCode: text('promotion_code'),
    goodsCents: integer('goods_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    vouchersCents: integer('vouchers_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The POST that placed it: a retry after a crash finds the order it left. */
    idempotencyKeyId: integer('idempotency_key_id'),
    /** Set once when a cancelled order's stock went back: never twice. */
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    /**
     * The network address that placed it, keyed-hashed (services/orders/unpaid-holds.ts), while
     * it is unpaid: what one address holds unpaid is bounded. Cleared once the order moves on.
     */
    clientHash: text('client_hash'),
  },
  (table) => [
    uniqueIndex('orders_number_key').on(table.number),
    index('orders_customer').on(table.customerId, table.id.desc()),
    uniqueIndex('orders_idempotency_key').on(table.idempotencyKeyId),
    // The release job and the back-office list read by status, oldest or newest first.
    index('orders_status_created').on(table.status, table.createdAt),
    index('orders_unpaid_client')
      .on(table.clientHash)
      .where(sql.raw(`"status" IN (${oneOf(UNPAID_STATUSES)})`)),
    check('orders_status_known', sql.raw(`"status" IN (${oneOf(ORDER_STATUSES)})`)),
    check(
      'orders_one_destination',
      sql`(${table.shippingAddress} IS NULL) <> (${table.relayPoint} IS NULL)`,
    ),
    check(
      'orders_total_sum',
      sql`${table.totalCents} = ${table.goodsCents} - ${table.discountCents} + ${table.shippingCents} - ${table.vouchersCents}`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    productId: integer('product_id').notNull(),
    /** No foreign key: a size removed from the catalogue stays in the orders that sold it. */
    productSizeId: integer('product_size_id').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    size: text('size').notNull(),
    picture: text('picture'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    originPriceCents: integer('origin_price_cents').notNull(),
  },
  (table) => [
    uniqueIndex('order_lines_order_position').on(table.orderId, table.position),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

export const ORDER_PAYMENT_STATUSES = [
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'awaiting_transfer',
  'refunded',
] as const;

export const orderPayments = pgTable(
  'order_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    methodId: smallint('method_id').notNull(),
    /** `sandbox`, `stripe`, or `shop` for what the shop handles itself (transfer, cheque). */
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    installments: smallint('installments').notNull().default(1),
    redirectUrl: text('redirect_url'),
    errorCode: text('error_code'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_payments_order').on(table.orderId),
    uniqueIndex('order_payments_provider_payment_key').on(table.providerPaymentId),
    check('order_payments_status_known', sql.raw(`"status" IN (${oneOf(ORDER_PAYMENT_STATUSES)})`)),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** What moved it: `checkout`, `payment.failed`, `stock_hold_expired`, `admin`... */
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order').on(table.orderId, table.id)],
);

/**
 * The `Idempotency-Key` of POST /secure/orders and /secure/return-orders, per customer:
 * reserved before any work, then holding the first answer, which a retry with the same body
 * gets again (services/idempotency).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['in_flight', 'done'] }).notNull(),
    responseStatus: smallint('response_status'),
    response: jsonb('response'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('idempotency_keys_customer_key').on(table.customerId, table.key),
    check('idempotency_keys_status_known', sql`${table.status} IN ('in_flight', 'done')`),
  ],
);

/** Webhook events already applied: a replayed event (same id) changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_events_provider_event').on(table.provider, table.eventId)],
);
