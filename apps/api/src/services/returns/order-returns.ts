import type { TOrderReturns } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import { fromCents } from '@shop/domain/money';
import { isReturnWindowOpen, returnableQuantity, returnWindowEnd } from '@shop/domain/returns';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { returnOrders } from '../../db/schema';
import { customerOrder, deliveredAt, heldQuantities, linesOf } from './order-lines';
import { viewReturns } from './return-view';

/**
 * GET /secure/orders/{orderId}/return-orders: the order's returns, what is left to return of
 * each line and until when. Null for another customer's order.
 */
export async function orderReturns(
  db: Db,
  orderId: number,
  customerId: number,
  locale: Locale,
  now = new Date(),
): Promise<TOrderReturns | null> {
  const order = await customerOrder(db, orderId, customerId);
  if (!order) return null;
  const [delivered, lines, held, returns] = await Promise.all([
    deliveredAt(db, orderId),
    linesOf(db, orderId),
    heldQuantities(db, orderId),
    viewReturns(db, eq(returnOrders.orderId, orderId), locale),
  ]);
  const returnable = lines.map((line) => ({
    id: line.id,
    productId: line.productId,
    name: line.name,
    brand: line.brand,
    size: line.size,
    picture: line.picture,
    quantity: line.quantity,
    returnable: returnableQuantity(line.quantity, held.get(line.id) ?? 0),
    unitPrice: fromCents(line.unitPriceCents),
  }));
  const open = order.status === 'delivered' && isReturnWindowOpen(delivered, now);
  return {
    orderId,
    windowEndsAt: delivered ? returnWindowEnd(delivered).toISOString() : null,
    canReturn: open && returnable.some((line) => line.returnable > 0),
    lines: returnable,
    returnOrders: returns,
  };
}
