import type { TCreateOrderRequest, TPaymentChoice } from '@shop/api-client/schemas';
import { mergeItems } from '@shop/domain/basket-pricing';
import { fromCents } from '@shop/domain/money';
import {
  allowsPaypal4x,
  orderNumber,
  PAYMENT_METHOD_IDS,
  PAYPAL_4X_MAXIMUM,
  PAYPAL_4X_MINIMUM,
  type OrderStatus,
} from '@shop/domain/orders';
import { priceCountryKey } from '@shop/domain/stores';
import type { Db } from '../../db/client';
import type { orderLines, orderPayments, orderStatusHistory } from '../../db/schema';
import { DeliveryRefusedError } from '../delivery/basket-delivery';
import { addressMessage, relayPointNotFound } from '../delivery/texts';
import type { BasketContext } from '../shopper/basket-detail';
import type { BasketCatalogue } from '../shopper/price-basket';
import { planVoucherSpending, type VoucherSpending } from '../vouchers/spend-vouchers';
import { snapshotLines } from './line-snapshots';
import { priceOrder, type PricedOrder } from './price-order';
import { OrderRefusal } from './refusal';
import { lockOrderCatalogue, takeStock } from './stock';
import { orderText } from './texts';
import type { OrderRow } from './transitions';
import { checkHolds, lockHolder } from './unpaid-holds';
import { writeOrder } from './write-order';

export interface PlaceOrderContext extends BasketContext {
  customerId: number;
  /** The reservation of the request's Idempotency-Key, kept on the order. */
  idempotencyKeyId: number | null;
  /** The request's network address as the unpaid-hold limits count it (unpaid-holds.ts). */
  clientHash: string | null;
  /** The provider card and PayPal payments go through (`sandbox`, `stripe`). */
  provider: string;
  /** More to write in the order's transaction (its e-mail). */
  onPlaced?: (tx: Db, order: OrderRow) => Promise<void>;
}

type PaymentRow = typeof orderPayments.$inferSelect;

/** The rows written, which the answer is made of without reading them again. */
export interface PlacedOrder {
  order: OrderRow;
  lines: (typeof orderLines.$inferSelect)[];
  history: (typeof orderStatusHistory.$inferSelect)[];
  /** Every payment row in id order: the vouchers' (method 10) first, then the rest's. */
  payments: PaymentRow[];
  /** The row the rest is paid through; the vouchers' own when they pay everything. */
  payment: PaymentRow;
  /** How the rest is paid: the request's choice, or method 10 when vouchers pay it all. */
  choice: TPaymentChoice;
  /** Where the provider and the e-mails reach the customer. */
  customerEmail: string;
}

const { paypal, bankTransfer, voucher } = PAYMENT_METHOD_IDS;

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
  return priced;
}

/**
 * How what the vouchers leave (`restCents`) is paid: by them alone (method 10) when nothing
 * is left, whatever else was chosen; method 10 asked while something is left is refused, as
 * PayPal 4x outside its range (on the rest, which is what PayPal is asked for).
 */
function paymentOfRest(
  payment: TPaymentChoice,
  restCents: number,
  spending: VoucherSpending,
  locale: PlaceOrderContext['locale'],
): TPaymentChoice {
  if (restCents === 0 && (spending.coveredCents > 0 || payment.methodId === voucher))
    return { methodId: voucher };
  if (payment.methodId === voucher)
    throw new OrderRefusal(422, orderText(locale, 'errors.vouchersShort'), 'payment.methodId');
  if (
    payment.methodId === paypal &&
    payment.installments === 4 &&
    !allowsPaypal4x(fromCents(restCents))
  )
    throw new OrderRefusal(
      422,
      orderText(locale, 'errors.paypal4xRange', {
        minimum: PAYPAL_4X_MINIMUM,
        maximum: PAYPAL_4X_MAXIMUM,
      }),
      'payment.installments',
    );
  return payment;
}

/**
 * POST /secure/orders' one transaction: the sizes locked in a fixed order with everything the
 * order reads of them, everything priced again as the basket is, refused as a whole if a line
 * cannot be served, the chosen vouchers locked and applied first, what the shopper already
 * holds unpaid checked (unpaid-holds.ts, under a lock of the customer and address taken
 * first), then the stock taken and the order written with its lines, first history line,
 * payment rows and voucher uses. Nothing of it stays when anything fails. Eight round trips
 * in all (one more with vouchers, two fewer with vouchers alone asked), as the order path is
 * the one that must hold under a sale's load.
 */
export async function placeOrder(
  db: Db,
  input: TCreateOrderRequest,
  context: PlaceOrderContext,
): Promise<PlacedOrder> {
  const items = mergeItems(input.basketItems.filter((item) => item.quantity > 0));
  if (items.length === 0)
    throw new OrderRefusal(400, orderText(context.locale, 'errors.emptyBasket'), 'basketItems');
  const holder = { customerId: context.customerId, clientHash: context.clientHash };
  return db.transaction(async (tx) => {
    // Only vouchers asked: paid at once or refused, nothing held unpaid to count.
    if (input.payment.methodId !== voucher) await lockHolder(tx, holder);
    const catalogue = await lockOrderCatalogue(
      tx,
      items.map((item) => item.productSizeId),
      priceCountryKey(context.storeId),
    );
    const priced = await priceChecked(tx, { ...input, basketItems: items }, context, catalogue);
    const spending = await planVoucherSpending(
      tx,
      context.customerId,
      input.voucherIds,
      priced.cents.total,
      context,
    );
    const choice = paymentOfRest(
      input.payment,
      priced.cents.total - spending.coveredCents,
      spending,
      context.locale,
    );
    const lines = priced.basket.lines;
    if (choice.methodId !== voucher)
      await checkHolds(
        tx,
        holder,
        {
          amountCents: priced.cents.total - spending.coveredCents,
          units: new Map(lines.map((line) => [line.productSizeId, line.quantity])),
        },
        context.locale,
      );
    await takeStock(tx, lines);
    const placed = await writeOrder(
      tx,
      orderValues(catalogue.orderId, choice, priced, spending, context),
      snapshotLines(lines, catalogue.details, context.locale),
      { choice, spending },
      context,
    );
    await context.onPlaced?.(tx, placed.order);
    return placed;
  });
}

const initialStatus = (choice: TPaymentChoice): OrderStatus =>
  choice.methodId === voucher
    ? 'paid'
    : choice.methodId === bankTransfer
      ? 'awaiting_transfer'
      : 'awaiting_payment';

function orderValues(
  id: number,
  choice: TPaymentChoice,
  priced: PricedOrder,
  spending: VoucherSpending,
  context: PlaceOrderContext,
): OrderRow {
  const createdAt = context.now;
  const carrier = priced.carrier!;
  const status = initialStatus(choice);
  return {
    id,
    number: orderNumber(context.storeId, createdAt, id),
    customerId: context.customerId,
    storeId: context.storeId,
    locale: context.locale,
    status,
    paymentMethodId: choice.methodId,
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
    vouchersCents: spending.coveredCents,
    totalCents: priced.cents.total - spending.coveredCents,
    createdAt,
    updatedAt: createdAt,
    idempotencyKeyId: context.idempotencyKeyId,
    stockReleasedAt: null,
    clientHash: status === 'paid' ? null : context.clientHash,
  };
}
