import type { TCreateOrderRequest, TPaymentChoice } from '@shop/api-client/schemas';
import { mergeItems } from '@shop/domain/basket-pricing';
import {
  allowsPaypal4x,
  orderNumber,
  PAYMENT_METHOD_IDS,
  PAYPAL_4X_MAXIMUM,
  PAYPAL_4X_MINIMUM,
  type OrderStatus,
} from '@shop/domain/orders';
import { priceCountryKey } from '@shop/domain/stores';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { orderLines, orderPayments, orders, orderStatusHistory } from '../../db/schema';
import { DeliveryRefusedError } from '../delivery/basket-delivery';
import { addressMessage, relayPointNotFound } from '../delivery/texts';
import type { BasketContext } from '../shopper/basket-detail';
import type { BasketCatalogue } from '../shopper/price-basket';
import { snapshotLines, type LineSnapshot } from './line-snapshots';
import { priceOrder, type PricedOrder } from './price-order';
import { OrderRefusal } from './refusal';
import { lockOrderCatalogue, takeStock } from './stock';
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
  /** Where the provider and the e-mails reach the customer. */
  customerEmail: string;
}

const { card, paypal, bankTransfer } = PAYMENT_METHOD_IDS;

/** Prices the order again and checks what only a price can tell, before anything is taken. */
async function priceChecked(
  tx: Db,
  input: TCreateOrderRequest,
  context: PlaceOrderContext,
  catalogue: BasketCatalogue,
): Promise<PricedOrder> {
  let priced: PricedOrder;
  try {
    priced = await priceOrder(tx, input, context, catalogue);
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
 * POST /secure/orders' one transaction: the sizes locked in a fixed order with everything the
 * order reads of them, everything priced again as the basket is, refused as a whole if a line
 * cannot be served, then the stock taken and the order written with its lines, first history
 * line and payment row. Nothing of it stays when anything fails. Seven round trips in all,
 * as the order path is the one that must hold under a sale's load.
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
    const catalogue = await lockOrderCatalogue(
      tx,
      items.map((item) => item.productSizeId),
      priceCountryKey(context.storeId),
    );
    const priced = await priceChecked(tx, { ...input, basketItems: items }, context, catalogue);
    const lines = priced.basket.lines;
    await takeStock(tx, lines);
    const placed = await writeOrder(
      tx,
      orderValues(await nextOrderId(tx), input, priced, context),
      snapshotLines(lines, catalogue.details, context.locale),
      input.payment,
      context,
    );
    await context.onPlaced?.(tx, placed.order);
    return placed;
  });
}

/** The number is made from the id, so the id is drawn first and both go in one insert. */
async function nextOrderId(tx: Db): Promise<number> {
  const next = await tx.execute(
    sql`SELECT nextval(pg_get_serial_sequence('orders', 'id')) AS "id"`,
  );
  return Number(rowsOf<{ id: string | number }>(next)[0]!.id);
}

function orderValues(
  id: number,
  input: TCreateOrderRequest,
  priced: PricedOrder,
  context: PlaceOrderContext,
): OrderRow {
  const createdAt = context.now;
  const carrier = priced.carrier!;
  const status: OrderStatus =
    input.payment.methodId === bankTransfer ? 'awaiting_transfer' : 'awaiting_payment';
  return {
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
    trackingNumber: null,
    promotionCode: priced.basket.basketPromotion?.valid ? priced.basket.basketPromotion.code : null,
    goodsCents: priced.cents.goods,
    discountCents: priced.cents.discount,
    shippingCents: priced.cents.shipping,
    vouchersCents: 0,
    totalCents: priced.cents.total,
    createdAt,
    updatedAt: createdAt,
    idempotencyKeyId: context.idempotencyKeyId,
    stockReleasedAt: null,
  };
}

/**
 * The order, its lines, its first history line and its payment in one statement (four
 * inserts as data-modifying CTEs; the foreign keys are checked at its end). Every value is
 * known here but the generated ids, which it answers with the customer's e-mail, so the rows
 * are not read back.
 */
async function writeOrder(
  tx: Db,
  order: OrderRow,
  snapshots: readonly LineSnapshot[],
  choice: TPaymentChoice,
  context: PlaceOrderContext,
): Promise<PlacedOrder> {
  const lineValues = snapshots.map((line, position) => ({ ...line, orderId: order.id, position }));
  const historyValue = {
    orderId: order.id,
    status: order.status,
    reason: 'checkout',
    at: order.createdAt,
  };
  const offline = choice.methodId !== card && choice.methodId !== paypal;
  const paymentValue = {
    orderId: order.id,
    methodId: choice.methodId,
    provider: offline ? 'shop' : context.provider,
    providerPaymentId: null,
    status: choice.methodId === bankTransfer ? 'awaiting_transfer' : 'pending',
    amountCents: order.totalCents,
    installments: choice.methodId === paypal ? choice.installments : 1,
    redirectUrl: null,
    errorCode: null,
    createdAt: order.createdAt,
    updatedAt: order.createdAt,
  };
  const newOrder = tx
    .$with('new_order')
    .as(tx.insert(orders).values(order).returning({ id: orders.id }));
  const newLines = tx
    .$with('new_lines')
    .as(tx.insert(orderLines).values(lineValues).returning({ id: orderLines.id }));
  const newHistory = tx
    .$with('new_history')
    .as(
      tx.insert(orderStatusHistory).values(historyValue).returning({ id: orderStatusHistory.id }),
    );
  const newPayment = tx
    .$with('new_payment')
    .as(tx.insert(orderPayments).values(paymentValue).returning({ id: orderPayments.id }));
  const [ids] = await tx
    .with(newOrder, newLines, newHistory, newPayment)
    .select({
      paymentId: newPayment.id,
      historyId: sql<number>`(SELECT "id" FROM "new_history")`,
      lineIds: sql<number[]>`(SELECT array_agg("id" ORDER BY "id") FROM "new_lines")`,
      customerEmail: sql<string>`(SELECT "email" FROM "customers" WHERE "id" = ${order.customerId})`,
    })
    .from(newPayment);
  // Identity values are drawn in insertion order, so the sorted ids follow the positions.
  const lineIds = ids!.lineIds;
  return {
    order,
    lines: lineValues.map((line, index) => ({ ...line, id: lineIds[index]! })),
    history: [{ ...historyValue, id: ids!.historyId }],
    payment: { ...paymentValue, id: ids!.paymentId },
    customerEmail: ids!.customerEmail,
  };
}
