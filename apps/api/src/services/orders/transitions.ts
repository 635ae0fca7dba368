import { canTransition, type OrderStatus } from '@shop/domain/orders';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders, orderStatusHistory } from '../../db/schema';
import { creditRefundedVouchers, returnVoucherUses } from '../vouchers/give-back';
import { giveBackStock } from './stock';

export type OrderRow = typeof orders.$inferSelect;

/** The order row locked for the caller's transaction; null when there is none. */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

export class TransitionRefused extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`An order ${from} cannot become ${to}`);
    this.name = 'TransitionRefused';
  }
}

/**
 * Moves a locked order to `to` when the domain rule allows it, with its history line; refused
 * otherwise. A cancellation gives the stock and the vouchers' amounts back in the same
 * transaction; a refund gives what vouchers paid back as a credit.
 */
export async function moveOrder(
  tx: Db,
  order: OrderRow,
  to: OrderStatus,
  reason: string,
  changes: Partial<Pick<OrderRow, 'trackingNumber'>> = {},
): Promise<OrderRow> {
  const from = order.status as OrderStatus;
  if (!canTransition(from, to)) throw new TransitionRefused(from, to);
  const [moved] = await tx
    .update(orders)
    // No status leads back to unpaid: the address it was held from is no longer needed.
    .set({ status: to, updatedAt: new Date(), clientHash: null, ...changes })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status: to, reason });
  if (to === 'cancelled') await releaseStock(tx, order.id);
  if (order.vouchersCents > 0 && to === 'cancelled') await returnVoucherUses(tx, order.id);
  if (order.vouchersCents > 0 && to === 'refunded') await creditRefundedVouchers(tx, order);
  return moved!;
}

/**
 * Gives a cancelled order's stock back exactly once: only the statement that stamps
 * stock_released_at gets a row back, whatever runs at the same time or again later.
 */
export async function releaseStock(tx: Db, orderId: number): Promise<boolean> {
  const stamped = await tx
    .update(orders)
    .set({ stockReleasedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  if (stamped.length === 0) return false;
  const lines = await tx
    .select({
      productId: orderLines.productId,
      productSizeId: orderLines.productSizeId,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  await giveBackStock(tx, lines);
  return true;
}
