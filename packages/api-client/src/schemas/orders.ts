import { MAX_PAGE } from '@shop/domain/pagination';
import { ORDER_STATUSES } from '@shop/domain/orders';
import { z } from 'zod';
import { zText } from './text';
import { ZAddress } from './account';
import { ZBasketItemRequest, ZBasketPromotionRequest } from './basket';
import { ZId } from './common';
import { ZCarrierType, ZRelayPoint } from './delivery';
import { ZPaymentMethodId } from './payment-methods';

/**
 * Orders and payments (journey sections 2, 7, 8 and 9). POST /secure/orders needs an
 * `Idempotency-Key` header: the same key and body answers the first answer again.
 */

export const ZOrderStatus = z.enum(ORDER_STATUSES);

/**
 * The `Idempotency-Key` header of POST /secure/orders: 1 to 100 characters that need no
 * escaping anywhere (a UUID fits).
 */
export const ZIdempotencyKey = zText().regex(
  /^[A-Za-z0-9._:-]{1,100}$/,
  'expected 1 to 100 letters, digits or . _ : -',
);

/** How the shopper pays what vouchers and credits leave (section 9's method ids). */
export const ZPaymentChoice = z.discriminatedUnion('methodId', [
  z.object({
    methodId: z.literal(12),
    /** A card the provider keeps for the customer; null: a new card on the hosted form. */
    savedCardId: zText().max(100).nullable().optional(),
    /** Keep the new card for next time. */
    remember: z.boolean().optional(),
  }),
  z.object({ methodId: z.literal(7), installments: z.union([z.literal(1), z.literal(4)]) }),
  z.object({ methodId: z.literal(11) }),
  z.object({ methodId: z.literal(2) }),
  /** Vouchers and credits pay the whole order: nothing is left for another method. */
  z.object({ methodId: z.literal(10) }),
]);

export const ZCreateOrderRequest = z.object({
  basketItems: z.array(ZBasketItemRequest).min(1).max(100),
  basketPromotion: ZBasketPromotionRequest.nullable().optional(),
  carrierId: ZId,
  shippingAddressId: ZId.nullable().optional(),
  relayPointId: zText().max(32).nullable().optional(),
  payment: ZPaymentChoice,
  /** Vouchers and credits of the customer applied first (method 10), by id. */
  voucherIds: z.array(ZId).max(20).optional(),
  /** The terms must be accepted before paying. */
  termsAccepted: z.literal(true),
});

const ZEuros = z.number().nonnegative();

export const ZOrderLine = z.object({
  productId: ZId,
  productSizeId: ZId,
  name: zText(),
  brand: zText(),
  size: zText(),
  picture: zText().nullable(),
  quantity: z.number().int().positive(),
  unitPrice: ZEuros,
  originPrice: ZEuros,
});

export const ZOrderPaymentStatus = z.enum([
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'awaiting_transfer',
  'refunded',
]);

export const ZOrderPayment = z.object({
  methodId: ZPaymentMethodId,
  provider: zText(),
  status: ZOrderPaymentStatus,
  amount: ZEuros,
  installments: z.number().int().positive(),
  /** Where the shopper goes next: the provider's card form, 3-D Secure or approval page. */
  redirectUrl: zText().nullable(),
  /** A refused payment: the provider's code and its message in the shopper's language. */
  error: z.object({ code: zText(), message: zText() }).nullable(),
  /** A bank transfer: where to send the money and the reference to give. */
  bankTransfer: z
    .object({ iban: zText(), bic: zText(), holder: zText(), reference: zText() })
    .nullable(),
  /** A cheque: whom to make it out to, where to post it, the order number to write on its back. */
  cheque: z.object({ payee: zText(), address: zText(), reference: zText() }).nullable(),
});

export const ZOrder = z.object({
  id: ZId,
  number: zText(),
  status: ZOrderStatus,
  createdAt: z.iso.datetime({ offset: true }),
  lines: z.array(ZOrderLine),
  shippingAddress: ZAddress.nullable(),
  relayPoint: ZRelayPoint.nullable(),
  carrier: z.object({
    id: ZId,
    name: zText(),
    type: ZCarrierType,
    amount: z.number().int().nonnegative(),
    deliveryDate: z.iso.date(),
    deliveryDateLabel: zText(),
    trackingNumber: zText().nullable(),
  }),
  totals: z.object({
    goods: ZEuros,
    discount: ZEuros,
    shipping: ZEuros,
    vouchers: ZEuros,
    total: ZEuros,
  }),
  payments: z.array(ZOrderPayment),
  history: z.array(z.object({ status: ZOrderStatus, at: z.iso.datetime({ offset: true }) })),
});

export const ZOrders = z.object({
  orders: z.array(ZOrder),
  page: z.number().int().positive(),
  pages: z.number().int().nonnegative(),
});

/** GET /secure/me/orders?page=: newest first, ORDERS_PAGE_SIZE a page. */
export const ORDERS_PAGE_SIZE = 20;
export const ZOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  /** The history's two lists (isOrderInProgress of @shop/domain/orders); both when absent. */
  state: z.enum(['in_progress', 'finished']).optional(),
});

export type TOrderStatus = z.infer<typeof ZOrderStatus>;
export type TPaymentChoice = z.infer<typeof ZPaymentChoice>;
export type TCreateOrderRequest = z.infer<typeof ZCreateOrderRequest>;
export type TOrderLine = z.infer<typeof ZOrderLine>;
export type TOrderPayment = z.infer<typeof ZOrderPayment>;
export type TOrder = z.infer<typeof ZOrder>;
export type TOrders = z.infer<typeof ZOrders>;

/** A card the payment provider keeps for the customer (never its number). */
export const ZSavedCard = z.object({
  id: zText(),
  brand: zText(),
  last4: zText().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
});

export const ZSavedCards = z.array(ZSavedCard);

export type TSavedCard = z.infer<typeof ZSavedCard>;

/** What the shop answers a payment provider's event: received, and whether it came before. */
export const ZWebhookReceipt = z.object({ received: z.literal(true), duplicate: z.boolean() });
