import { RETURN_STATUSES } from '@shop/domain/returns';
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
import { orderLines, orders } from './orders';
import type { OrderAddressJson, OrderRelayPointJson } from './types';
import { vouchers } from './vouchers';

/**
 * Returns (journey sections 3, 4 and 9): what a customer sends back of a delivered order,
 * how it reaches the shop (relay point or collection at home) and what they get back.
 */

const oneOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export const returnOrders = pgTable(
  'return_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** returnNumber(order number, id) of @shop/domain/returns, printed under the barcode. */
    number: text('number'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('waitClient'),
    /** returnOrderRefundTypeId: 1 credit, 2 refund to the payment method. */
    refundTypeId: smallint('refund_type_id').notNull(),
    /** The POST's `Idempotency-Key` (idempotency_keys): a retry after a crash finds it. */
    idempotencyKeyId: integer('idempotency_key_id'),
    dropOffMode: text('drop_off_mode'),
    relayPoint: jsonb('relay_point').$type<OrderRelayPointJson>(),
    pickupAddress: jsonb('pickup_address').$type<OrderAddressJson>(),
    goodsCents: integer('goods_cents').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    /** What went back: through the provider, and as a credit. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    creditId: integer('credit_id').references(() => vouchers.id, { onDelete: 'set null' }),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('return_orders_idempotency_key').on(table.idempotencyKeyId),
    index('return_orders_order').on(table.orderId, table.id),
    // The expiry job reads the waiting returns by deadline.
    index('return_orders_waiting')
      .on(table.deadlineAt)
      .where(sql`${table.status} = 'waitClient'`),
    check('return_orders_status_known', sql.raw(`"status" IN (${oneOf(RETURN_STATUSES)})`)),
    check('return_orders_refund_type_known', sql`${table.refundTypeId} IN (1, 2)`),
    check('return_orders_drop_off_known', sql`${table.dropOffMode} IN ('relay', 'home')`),
  ],
);

export const returnOrderLines = pgTable(
  'return_order_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    returnOrderId: integer('return_order_id')
      .notNull()
      .references(() => returnOrders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    reasonId: smallint('reason_id').notNull(),
    comment: text('comment'),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (table) => [
    uniqueIndex('return_order_lines_line').on(table.returnOrderId, table.orderLineId),
    index('return_order_lines_order_line').on(table.orderLineId),
    check('return_order_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
