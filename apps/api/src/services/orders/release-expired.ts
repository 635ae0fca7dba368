import {
  PAYMENT_METHOD_IDS,
  STOCK_HOLD_MINUTES,
  stockHoldEndsAt,
  TRANSFER_HOLD_DAYS,
  type OrderStatus,
} from '@shop/domain/orders';
import { and, asc, eq, inArray, lt, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderPayments, orders } from '../../db/schema';
import { moveOrder } from './transitions';

const OFFLINE = [PAYMENT_METHOD_IDS.bankTransfer, PAYMENT_METHOD_IDS.cheque];

/**
 * Cancels unpaid orders whose stock hold is over and gives their stock back (the basket stays
 * in the shopper's browser). SKIP LOCKED keeps two API processes, or a webhook working on the
 * same order, off each other; the status check inside moveOrder and the stamp of
 * stock_released_at make each release happen once. Returns how many orders were cancelled.
 */
export async function releaseExpiredOrders(
  db: Db,
  now = new Date(),
  batchSize = 20,
): Promise<number> {
  const cardCutoff = new Date(now.getTime() - STOCK_HOLD_MINUTES * 60_000);
  const offlineCutoff = new Date(now.getTime() - TRANSFER_HOLD_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(orders)
      .where(
        or(
          and(
            eq(orders.status, 'awaiting_payment'),
            notInArray(orders.paymentMethodId, OFFLINE),
            lt(orders.createdAt, cardCutoff),
          ),
          and(
            inArray(orders.status, ['awaiting_payment', 'awaiting_transfer']),
            inArray(orders.paymentMethodId, OFFLINE),
            lt(orders.createdAt, offlineCutoff),
          ),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    let cancelled = 0;
    for (const order of due) {
      const endsAt = stockHoldEndsAt(
        order.status as OrderStatus,
        order.paymentMethodId,
        order.createdAt,
      );
      if (!endsAt || endsAt > now) continue;
      await moveOrder(tx, order, 'cancelled', 'stock_hold_expired');
      await tx
        .update(orderPayments)
        .set({ status: 'failed', updatedAt: now })
        .where(
          and(
            eq(orderPayments.orderId, order.id),
            inArray(orderPayments.status, ['pending', 'requires_action', 'awaiting_transfer']),
          ),
        );
      cancelled += 1;
    }
    return cancelled;
  });
}
