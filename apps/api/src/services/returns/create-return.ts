import type { TCreateReturnOrderRequest, TReturnOrder } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import {
  isReturnWindowOpen,
  RETURN_WINDOW_DAYS,
  returnableQuantity,
  returnDeadline,
  returnedValueCents,
  returnLineErrors,
  returnNumber,
  returnRefund,
  type ReturnRefundTypeId,
} from '@shop/domain/returns';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { returnOrderLines, returnOrders } from '../../db/schema';
import {
  customerOrder,
  deliveredAt,
  heldQuantities,
  linesOf,
  type OrderLineRow,
} from './order-lines';
import { viewReturn } from './return-view';
import { returnText, ReturnRefusal } from './texts';

/**
 * POST /secure/return-orders, under its reserved Idempotency-Key (services/idempotency: the
 * same request twice answers the one return). The order row is locked first, so two requests
 * for the same lines run one after the other and the second sees what the first holds: never
 * more than was bought.
 */
export async function createReturn(
  db: Db,
  customerId: number,
  body: TCreateReturnOrderRequest,
  idempotencyKeyId: number,
  locale: Locale,
  now = new Date(),
): Promise<TReturnOrder> {
  const id = await db.transaction(async (tx) => {
    const order = await customerOrder(tx, body.orderId, customerId, true);
    if (!order) throw new ReturnRefusal(404, returnText(locale, 'errors.orderNotFound'), 'orderId');
    if (order.status !== 'delivered')
      throw new ReturnRefusal(422, returnText(locale, 'errors.notDelivered'), 'orderId');
    if (!isReturnWindowOpen(await deliveredAt(tx, order.id), now))
      throw new ReturnRefusal(
        422,
        returnText(locale, 'errors.windowClosed', { days: RETURN_WINDOW_DAYS }),
        'orderId',
      );
    const lines = new Map((await linesOf(tx, order.id)).map((line) => [line.id, line]));
    await checkLines(tx, order.id, lines, body, locale);
    const goodsCents = body.products.reduce(
      (sum, product) =>
        sum +
        returnedValueCents(
          lines.get(product.orderProduct)!.unitPriceCents,
          product.quantity,
          order,
        ),
      0,
    );
    const { feeCents } = returnRefund(
      goodsCents,
      body.returnOrderRefundTypeId as ReturnRefundTypeId,
      body.products.map((product) => product.reason),
    );
    const [row] = await tx
      .insert(returnOrders)
      .values({
        customerId,
        orderId: order.id,
        refundTypeId: body.returnOrderRefundTypeId,
        idempotencyKeyId,
        goodsCents,
        feeCents,
        deadlineAt: returnDeadline(now),
      })
      .returning({ id: returnOrders.id });
    await tx
      .update(returnOrders)
      .set({ number: returnNumber(order.number, row!.id) })
      .where(eq(returnOrders.id, row!.id));
    await tx.insert(returnOrderLines).values(
      body.products.map((product) => ({
        returnOrderId: row!.id,
        orderLineId: product.orderProduct,
        quantity: product.quantity,
        reasonId: product.reason,
        comment: product.comment?.trim() || null,
        unitPriceCents: lines.get(product.orderProduct)!.unitPriceCents,
      })),
    );
    return row!.id;
  });
  return (await viewReturn(db, id, customerId, locale))!;
}

/** 422 with a message per refused line (`products.0`...) in the shopper's language. */
async function checkLines(
  tx: Db,
  orderId: number,
  lines: ReadonlyMap<number, OrderLineRow>,
  body: TCreateReturnOrderRequest,
  locale: Locale,
) {
  const held = await heldQuantities(tx, orderId);
  const remaining = new Map(
    [...lines.values()].map((line) => [
      line.id,
      returnableQuantity(line.quantity, held.get(line.id) ?? 0),
    ]),
  );
  const errors = returnLineErrors(
    body.products.map((product) => ({
      orderLineId: product.orderProduct,
      quantity: product.quantity,
      reasonId: product.reason,
      comment: product.comment,
    })),
    remaining,
  );
  if (errors.size === 0) return;
  throw new ReturnRefusal(
    422,
    returnText(locale, 'errors.invalid'),
    'products',
    Object.fromEntries(
      [...errors].map(([index, error]) => [
        `products.${index}`,
        returnText(locale, `errors.${error}`),
      ]),
    ),
  );
}
