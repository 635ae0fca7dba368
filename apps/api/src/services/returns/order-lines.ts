import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  orderLines,
  orders,
  orderStatusHistory,
  returnOrderLines,
  returnOrders,
} from '../../db/schema';

export type OrderLineRow = typeof orderLines.$inferSelect;

/** The customer's order (null for another's or none); `lock` holds it for the transaction. */
export async function customerOrder(db: Db, orderId: number, customerId: number, lock = false) {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  const [order] = await (lock ? query.for('update') : query);
  return order ?? null;
}

/** When the order was delivered (the latest move to `delivered`), or null. */
export async function deliveredAt(db: Db, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'delivered')))
    .orderBy(desc(orderStatusHistory.id))
    .limit(1);
  return row?.at ?? null;
}

export const linesOf = (db: Db, orderId: number) =>
  db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));

/** Quantities of each line that live returns (waiting or received) already hold. */
export async function heldQuantities(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      orderLineId: returnOrderLines.orderLineId,
      quantity: sql<number>`sum(${returnOrderLines.quantity})::integer`,
    })
    .from(returnOrderLines)
    .innerJoin(returnOrders, eq(returnOrders.id, returnOrderLines.returnOrderId))
    .where(
      and(eq(returnOrders.orderId, orderId), inArray(returnOrders.status, ['waitClient', 'done'])),
    )
    .groupBy(returnOrderLines.orderLineId);
  return new Map(rows.map((row) => [row.orderLineId, row.quantity]));
}
