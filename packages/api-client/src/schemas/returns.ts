import {
  RETURN_COMMENT_MAX_LENGTH,
  RETURN_DROP_OFF_MODES,
  RETURN_REFUND_TYPES,
  RETURN_STATUSES,
} from '@shop/domain/returns';
import { RELAY_SEARCH_MAX_LENGTH } from '@shop/domain/delivery';
import { z } from 'zod';
import { ZAddress } from './account';
import { ZId } from './common';
import { ZRelayPoint } from './delivery';
import { zLine, zText } from './text';

/**
 * Returns (journey sections 3, 4, 7 and 9). POST /secure/return-orders needs an
 * `Idempotency-Key` header: the same key twice answers the return the first one made.
 */

export const ZReturnStatus = z.enum(RETURN_STATUSES);
export const ZReturnRefundTypeId = z.union([
  z.literal(RETURN_REFUND_TYPES.credit),
  z.literal(RETURN_REFUND_TYPES.refund),
]);
const ZEuros = z.number().nonnegative();
const ZDateTime = z.iso.datetime({ offset: true });

/** GET /return-orders-reasons: named in the request's language. */
export const ZReturnReason = z.object({
  id: ZId,
  name: zText(),
  transportLabelFree: z.boolean(),
  /** The shopper must explain (a comment of RETURN_COMMENT_MIN_LENGTH characters or more). */
  commentRequired: z.boolean(),
  active: z.boolean(),
  delete: z.boolean(),
});
export const ZReturnReasons = z.array(ZReturnReason);

export const ZReturnProductRequest = z.object({
  /** The order line sent back (`orderProduct` of the spec's return line). */
  orderProduct: ZId,
  quantity: z.number().int().min(1).max(99),
  reason: ZId,
  comment: zText().max(RETURN_COMMENT_MAX_LENGTH).nullable().optional(),
});

export const ZCreateReturnOrderRequest = z.object({
  orderId: ZId,
  returnOrderRefundTypeId: ZReturnRefundTypeId,
  /** A new return always starts waiting for the parcel. */
  status: z.literal('waitClient').optional(),
  products: z.array(ZReturnProductRequest).min(1).max(100),
  /** The return conditions must be accepted (section 5). */
  conditionsAccepted: z.literal(true),
});

export const ZReturnDropOffRequest = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('relay'), relayPointId: zLine().min(1).max(32) }),
  z.object({ mode: z.literal('home') }),
]);

export const ZReturnProduct = z.object({
  id: ZId,
  quantity: z.number().int().positive(),
  totalPrice: ZEuros,
  comment: zText().nullable(),
  reason: ZReturnReason,
  orderProduct: ZId,
  orderProductPicture: zText().nullable(),
  orderProductTitle: zText(),
  orderProductName: zText(),
  size: zText(),
});

export const ZReturnOrder = z.object({
  id: ZId,
  number: zText(),
  orderId: ZId,
  orderNumber: zText(),
  returnOrderRefundTypeId: ZReturnRefundTypeId,
  status: ZReturnStatus,
  /** The status in the request's language (awaiting customer, done, expired...). */
  statusLabel: zText(),
  products: z.array(ZReturnProduct),
  dropOff: z
    .object({
      mode: z.enum(RETURN_DROP_OFF_MODES),
      relayPoint: ZRelayPoint.nullable(),
      address: ZAddress.nullable(),
    })
    .nullable(),
  totals: z.object({ goods: ZEuros, fee: ZEuros, refund: ZEuros }),
  /** A waiting return expires then unless the shop received its parcel. */
  deadline: ZDateTime,
  createdAt: ZDateTime,
  closedAt: ZDateTime.nullable(),
  /** The coupon can be printed once the drop-off is chosen, while the return waits. */
  couponAvailable: z.boolean(),
});

/** What is left to return of an order's line. */
export const ZReturnableLine = z.object({
  id: ZId,
  productId: ZId,
  name: zText(),
  brand: zText(),
  size: zText(),
  picture: zText().nullable(),
  quantity: z.number().int().positive(),
  returnable: z.number().int().nonnegative(),
  unitPrice: ZEuros,
});

/** GET /secure/orders/{orderId}/return-orders: its returns, and what can still be returned. */
export const ZOrderReturns = z.object({
  orderId: ZId,
  /** The end of the 14 days; null while the order is not delivered. */
  windowEndsAt: ZDateTime.nullable(),
  canReturn: z.boolean(),
  lines: z.array(ZReturnableLine),
  returnOrders: z.array(ZReturnOrder),
});

export const ZAdminReturnOrdersQuery = z.object({
  status: ZReturnStatus.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const ZAdminReturnOrders = z.object({ returnOrders: z.array(ZReturnOrder) });

export type TReturnStatus = z.infer<typeof ZReturnStatus>;
export type TReturnReason = z.infer<typeof ZReturnReason>;
export type TCreateReturnOrderRequest = z.infer<typeof ZCreateReturnOrderRequest>;
export type TReturnDropOffRequest = z.infer<typeof ZReturnDropOffRequest>;
export type TReturnProduct = z.infer<typeof ZReturnProduct>;
export type TReturnOrder = z.infer<typeof ZReturnOrder>;
export type TReturnableLine = z.infer<typeof ZReturnableLine>;
export type TOrderReturns = z.infer<typeof ZOrderReturns>;

/** Drop-off points near a postcode or a city, else near the order's destination. */
export const ZReturnRelayPointsQuery = z.object({
  search: zLine().trim().min(1).max(RELAY_SEARCH_MAX_LENGTH).optional(),
});
