import type { TReturnOrder } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import { fromCents } from '@shop/domain/money';
import type { ReturnRefundTypeId, ReturnStatus } from '@shop/domain/returns';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders, returnOrderLines, returnOrders } from '../../db/schema';
import { reasonView, statusLabel } from './texts';

export type ReturnRow = typeof returnOrders.$inferSelect;

/** The returns `where` selects, newest first, with their lines: two queries in all. */
export async function viewReturns(
  db: Db,
  where: SQL | undefined,
  locale: Locale,
  limit = 100,
  offset = 0,
): Promise<TReturnOrder[]> {
  const rows = await db
    .select({ row: returnOrders, orderNumber: orders.number })
    .from(returnOrders)
    .innerJoin(orders, eq(orders.id, returnOrders.orderId))
    .where(where)
    .orderBy(desc(returnOrders.id))
    .limit(limit)
    .offset(offset);
  if (rows.length === 0) return [];
  const lines = await db
    .select({ line: returnOrderLines, orderLine: orderLines })
    .from(returnOrderLines)
    .innerJoin(orderLines, eq(orderLines.id, returnOrderLines.orderLineId))
    .where(
      inArray(
        returnOrderLines.returnOrderId,
        rows.map(({ row }) => row.id),
      ),
    )
    .orderBy(asc(orderLines.position));
  return rows.map(({ row, orderNumber }) =>
    toReturnOrder(
      row,
      orderNumber,
      lines.filter(({ line }) => line.returnOrderId === row.id),
      locale,
    ),
  );
}

/** One return of one customer (another customer's is none, like a missing one). */
export async function viewReturn(
  db: Db,
  returnOrderId: number,
  customerId: number | null,
  locale: Locale,
): Promise<TReturnOrder | null> {
  const mine = customerId === null ? undefined : eq(returnOrders.customerId, customerId);
  const [found] = await viewReturns(db, and(eq(returnOrders.id, returnOrderId), mine), locale, 1);
  return found ?? null;
}

function toReturnOrder(
  row: ReturnRow,
  orderNumber: string,
  lines: {
    line: typeof returnOrderLines.$inferSelect;
    orderLine: typeof orderLines.$inferSelect;
  }[],
  locale: Locale,
): TReturnOrder {
  const status = row.status as ReturnStatus;
  return {
    id: row.id,
    number: row.number ?? '',
    orderId: row.orderId,
    orderNumber,
    returnOrderRefundTypeId: row.refundTypeId as ReturnRefundTypeId,
    status,
    statusLabel: statusLabel(status, locale),
    products: lines.map(({ line, orderLine }) => ({
      id: line.id,
      quantity: line.quantity,
      totalPrice: fromCents(line.unitPriceCents * line.quantity),
      comment: line.comment,
      reason: reasonView(line.reasonId, locale),
      orderProduct: orderLine.id,
      orderProductPicture: orderLine.picture,
      orderProductTitle: orderLine.brand,
      orderProductName: orderLine.name,
      size: orderLine.size,
    })),
    dropOff: row.dropOffMode
      ? {
          mode: row.dropOffMode as 'relay' | 'home',
          relayPoint: row.relayPoint,
          address: row.pickupAddress,
        }
      : null,
    totals: {
      goods: fromCents(row.goodsCents),
      fee: fromCents(row.feeCents),
      refund: fromCents(row.goodsCents - row.feeCents),
    },
    deadline: row.deadlineAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    couponAvailable: status === 'waitClient' && row.dropOffMode !== null,
  };
}
