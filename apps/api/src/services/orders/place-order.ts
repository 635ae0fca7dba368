import type { TCreateOrderRequest } from '@shop/api-client/schemas';
import { mergeItems } from '@shop/domain/basket-pricing';
import {
  allowsPaypal4x,
  orderNumber,
  PAYMENT_METHOD_IDS,
  PAYPAL_4X_MAXIMUM,
  PAYPAL_4X_MINIMUM,
  type OrderStatus,
} from '@shop/domain/orders';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { orderLines, orderPayments, orders, orderStatusHistory } from '../../db/schema';
import { DeliveryRefusedError } from '../delivery/basket-delivery';
import { addressMessage, relayPointNotFound } from '../delivery/texts';
import type { BasketContext } from '../shopper/basket-detail';
import { snapshotLines } from './line-snapshots';
import { priceOrder, type PricedOrder } from './price-order';
import { OrderRefusal } from './refusal';
import { lockSizes, takeStock } from './stock';
import { orderText } from './texts';
import type { OrderRow } from './transitions';

export interface PlaceOrderContext extends BasketContext {
  customerId: number;
  /** The reservation of the request's Idempotency-Key, kept on the order. */
  idempotencyKeyId: number | null;
  /** The provider card and PayPal payments go through (`sandbox`, `stripe`). */
  provider: string;
  /** More to write in the order's transaction (its e-mail). */
  onPlaced?: (tx: Db, order: OrderRow) => Promise<void>;
}

/** The rows written, which the answer is made of without reading them again. */
export interface PlacedOrder {
  order: OrderRow;
  lines: (typeof orderLines.$inferSelect)[];
  history: (typeof orderStatusHistory.$inferSelect)[];
  payment: typeof orderPayments.$inferSelect;
}

const { card, paypal, bankTransfer } = PAYMENT_METHOD_IDS;

/** Prices the order again and checks what only a price can tell, before anything is taken. */
async function priceChecked(
  tx: Db,
  input: TCreateOrderRequest,
  context: PlaceOrderContext,
): Promise<PricedOrder> {
  let priced: PricedOrder;
  try {
    priced = await priceOrder(tx, { ...input, basketItems: input.basketItems }, context);
  } catch (error) {
    if (!(error instanceof DeliveryRefusedError)) throw error;
    if (error.reason === 'address_not_found')
      throw new OrderRefusal(404, addressMessage(context.locale, 'notFound'), 'shippingAddressId');
    throw new OrderRefusal(404, relayPointNotFound(context.locale), 'relayPointId');
  }
  const { locale } = context;
  if (priced.unavailable.length > 0)
    throw new OrderRefusal(409, orderText(locale, 'errors.unavailable'), 'basketItems', {
      unavailableItems: priced.unavailable,
    });
  if (!priced.carrier)
    throw new OrderRefusal(
      422,
      priced.notices[0]?.message ?? orderText(locale, 'errors.destinationRequired'),
      'carrierId',
    );
  const { payment } = input;
  if (
    payment.methodId === paypal &&
    payment.installments === 4 &&
    !allowsPaypal4x(priced.cents.total / 100)
  )
    throw new OrderRefusal(
      422,
      orderText(locale, 'errors.paypal4xRange', {
        minimum: PAYPAL_4X_MINIMUM,
        maximum: PAYPAL_4X_MAXIMUM,
      }),
      'payment.installments',
    );
  return priced;
}

/**
 * POST /secure/orders' one transaction: the sizes locked in a fixed order, everything priced
 * again as the basket is, refused as a whole if a line cannot be served, then the stock taken
 * and the order written with its lines, first history line and payment row. Nothing of it
 * stays when anything fails.
 */
export async function placeOrder(
  db: Db,
  input: TCreateOrderRequest,
  context: PlaceOrderContext,
): Promise<PlacedOrder> {
  const items = mergeItems(input.basketItems.filter((item) => item.quantity > 0));
  if (items.length === 0)
    throw new OrderRefusal(400, orderText(context.locale, 'errors.emptyBasket'), 'basketItems');
  return db.transaction(async (tx) => {
    await lockSizes(
      tx,
      items.map((item) => item.productSizeId),
    );
    const priced = await priceChecked(tx, { ...input, basketItems: items }, context);
    const lines = priced.basket.lines;
    await takeStock(tx, lines);
    const snapshots = await snapshotLines(tx, lines, context.locale);
    const order = await insertOrder(tx, input, priced, context);
    const written = await tx
      .insert(orderLines)
      .values(snapshots.map((line, position) => ({ ...line, orderId: order.id, position })))
      .returning();
    const history = await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: order.status, reason: 'checkout' })
      .returning();
    const offline = input.payment.methodId !== card && input.payment.methodId !== paypal;
    const [payment] = await tx
      .insert(orderPayments)
      .values({
        orderId: order.id,
        methodId: input.payment.methodId,
        provider: offline ? 'shop' : context.provider,
        status: input.payment.methodId === bankTransfer ? 'awaiting_transfer' : 'pending',
        amountCents: order.totalCents,
        installments: input.payment.methodId === paypal ? input.payment.installments : 1,
      })
      .returning();
    await context.onPlaced?.(tx, order);
    return { order, lines: written, history, payment: payment! };
  });
}

async function insertOrder(
  tx: Db,
  input: TCreateOrderRequest,
  priced: PricedOrder,
  context: PlaceOrderContext,
): Promise<OrderRow> {
  // The number is made from the id, so the id is drawn first and both go in one insert.
  const next = await tx.execute(
    sql`SELECT nextval(pg_get_serial_sequence('orders', 'id')) AS "id"`,
  );
  const id = Number(rowsOf<{ id: string | number }>(next)[0]!.id);
  const createdAt = context.now;
  const carrier = priced.carrier!;
  const status: OrderStatus =
    input.payment.methodId === bankTransfer ? 'awaiting_transfer' : 'awaiting_payment';
  const [order] = await tx
    .insert(orders)
    .values({
      id,
      number: orderNumber(context.storeId, createdAt, id),
      customerId: context.customerId,
      storeId: context.storeId,
      locale: context.locale,
      status,
      paymentMethodId: input.payment.methodId,
      shippingAddress: priced.shippingAddress,
      relayPoint: priced.relayPoint,
      carrier: {
        id: carrier.id,
        code: carrier.code,
        name: carrier.name,
        type: carrier.type,
        amountCents: carrier.amount,
        deliveryDate: carrier.shippingDeliveryDate,
        deliveryDateLabel: carrier.deliveryDateLabel,
      },
      promotionCode: priced.basket.basketPromotion?.valid
        ? priced.basket.basketPromotion.code
        : null,
      goodsCents: priced.cents.goods,
      discountCents: priced.cents.discount,
      shippingCents: priced.cents.shipping,
      vouchersCents: 0,
      totalCents: priced.cents.total,
      idempotencyKeyId: context.idempotencyKeyId,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  return order!;
}
