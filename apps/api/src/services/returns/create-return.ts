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
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { returnOrderLines, returnOrders } from '../../db/schema';
import { isUniqueViolation } from '../security/customers';
import {
  customerOrder,
  deliveredAt,
  heldQuantities,
  linesOf,
  type OrderLineRow,
} from './order-lines';
import { viewReturn } from './return-view';
import { returnText, ReturnRefusal } from './texts';

export interface CreatedReturn {
  returnOrder: TReturnOrder;
  /** False when the key had already made this return: the caller answers it again. */
  created: boolean;
}

const byKey = (tx: Db, customerId: number, key: string) =>
  tx
    .select({ id: returnOrders.id, orderId: returnOrders.orderId })
    .from(returnOrders)
    .where(and(eq(returnOrders.customerId, customerId), eq(returnOrders.requestKey, key)))
    .then((rows) => rows[0] ?? null);

/**
 * POST /secure/return-orders. The order row is locked first, so two requests for the same
 * lines run one after the other and the second sees what the first holds: never more than was
 * bought. The `Idempotency-Key` is unique per customer: the same request twice (or a retry
 * racing the first) answers the one return.
 */
export async function createReturn(
  db: Db,
  customerId: number,
  body: TCreateReturnOrderRequest,
  key: string,
  locale: Locale,
  now = new Date(),
): Promise<CreatedReturn> {
  let id: number;
  let created = true;
  try {
    ({ id, created } = await db.transaction(async (tx) => {
      const order = await customerOrder(tx, body.orderId, customerId, true);
      if (!order)
        throw new ReturnRefusal(404, returnText(locale, 'errors.orderNotFound'), 'orderId');
      const earlier = await byKey(tx, customerId, key);
      if (earlier) return { id: sameRequest(earlier, body, locale), created: false };
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
      );
      const [row] = await tx
        .insert(returnOrders)
        .values({
          customerId,
          orderId: order.id,
          refundTypeId: body.returnOrderRefundTypeId,
          requestKey: key,
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
      return { id: row!.id, created: true };
    }));
  } catch (error) {
    // The same key committed by a request that ran alongside: answer its return.
    if (!isUniqueViolation(error)) throw error;
    const earlier = await byKey(db, customerId, key);
    if (!earlier) throw error;
    id = sameRequest(earlier, body, locale);
    created = false;
  }
  return { returnOrder: (await viewReturn(db, id, customerId, locale))!, created };
}

function sameRequest(
  earlier: { id: number; orderId: number },
  body: TCreateReturnOrderRequest,
  locale: Locale,
): number {
  if (earlier.orderId !== body.orderId)
    throw new ReturnRefusal(409, returnText(locale, 'errors.keyReused'), 'Idempotency-Key');
  return earlier.id;
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
