import { PROMO_CODE_MAX_LENGTH } from '@shop/domain/promotion';
import { z } from 'zod';
import { zLine, zText } from './text';
import { ZAddress } from './account';
import { ZId } from './common';
import { ZCarrierType, ZDeliveryNotice, ZRelayPoint } from './delivery';

/** POST /basket/detail and the free-shipping call (journey sections 3, 4 and 7). */

const ZDevice = z.union([z.literal(0), z.literal(1)]);

/** A line as the client sends it: prices are never read from the client. */
export const ZBasketItemRequest = z.object({
  productId: ZId,
  productSizeId: ZId,
  quantity: z.number().int().min(0).max(999),
});

/** The promotion the client holds; only its code is read. */
export const ZBasketPromotionRequest = z.object({
  code: zLine().max(PROMO_CODE_MAX_LENGTH).nullable().optional(),
});

/** Other basket fields the client may send along (carrier, totals...) are ignored. */
export const ZBasketDetailRequest = z.object({
  basketItems: z.array(ZBasketItemRequest).max(100),
  basketPromotion: ZBasketPromotionRequest.nullable().optional(),
  countryIsoCode: zLine()
    .regex(/^[A-Za-z]{2}$/, 'expected a 2-letter country code')
    .nullable()
    .optional(),
  device: ZDevice.optional(),
  /**
   * The delivery chosen at the shipping step (section 3): a carrier, and either an address of
   * the signed-in customer's book or a relay point (never both: section 4). The carrier is
   * priced by the server; an address needs the customer's token.
   */
  carrierId: ZId.nullable().optional(),
  shippingAddressId: ZId.nullable().optional(),
  relayPointId: zLine().max(32).nullable().optional(),
});

const ZEuros = z.number().nonnegative();

export const ZBasketItem = z.object({
  productId: ZId,
  productSizeId: ZId,
  /** The quantity asked, clamped to quantityAvailable. */
  quantity: z.number().int().positive(),
  quantityAvailable: z.number().int().positive(),
  /** Unit prices in euros, with VAT unless duty-free. */
  originPrice: ZEuros,
  price: ZEuros,
  dutyFreePrice: ZEuros,
  /** originPrice minus price, per unit. */
  discountAmountWithDuty: ZEuros,
});

/** A line the API dropped: "unavailable products removed from the basket". */
export const ZRemovedBasketItem = z.object({
  productId: z.number().int(),
  productSizeId: z.number().int(),
  reason: z.enum(['unknown', 'sold_out']),
});

export const ZPromotionRefusal = z.enum([
  'empty',
  'unknown',
  'not_started',
  'expired',
  'device',
  'minimum',
]);

export const ZBasketPromotion = z.object({
  code: zText(),
  valid: z.boolean(),
  name: zText().nullable(),
  /** Euros taken off the basket (0 when invalid). */
  discount: ZEuros,
  taxRate: z.number().nonnegative(),
  promotionValidity: z.object({
    valid: z.boolean(),
    /** Shown to the shopper when invalid, in the request's language. */
    message: zText().nullable(),
    reason: ZPromotionRefusal.nullable(),
    allowedDevices: z.array(ZDevice),
  }),
});

export const ZDefaultCarrier = z.object({
  code: zText(),
  name: zText(),
  /** In cents (journey section 9), 0 with free shipping. */
  amount: z.number().int().nonnegative(),
  freeShipping: z.boolean(),
  freeShippingAmount: ZEuros,
  priceWithDuty: ZEuros,
  deliveryDate: z.iso.date(),
});

/** The chosen carrier as priced for this basket (section 3: amount in cents, delivery date). */
export const ZBasketCarrier = z.object({
  id: ZId,
  code: zText(),
  name: zText(),
  type: ZCarrierType,
  express: z.boolean(),
  amount: z.number().int().nonnegative(),
  priceWithDuty: ZEuros,
  freeShipping: z.boolean(),
  shippingDeliveryDate: z.iso.date(),
  /** Weekday, day and month in the request's language. */
  deliveryDateLabel: zText(),
});

export const ZBasketDetail = z.object({
  basketItems: z.array(ZBasketItem),
  removedItems: z.array(ZRemovedBasketItem),
  basketPromotion: ZBasketPromotion.nullable(),
  /** Goods at their original prices. */
  originPrice: ZEuros,
  /** What the goods cost after the promotion, with VAT. */
  price: ZEuros,
  dutyFreePrice: ZEuros,
  /**
   * The carrier the basket ships with before a choice: the first by rank that takes it to the
   * country (defaultCarrier of @shop/domain/delivery). Null when none can, or when empty.
   */
  defaultCarrier: ZDefaultCarrier.nullable(),
  priceWithDefaultCarrier: ZEuros,
  freeShippingAmount: ZEuros,
  countryIsoCode: zText().nullable(),
  device: ZDevice,
  /** Grams, from each product's weight. */
  weight: z.number().int().nonnegative(),
  shippingAddress: ZAddress.nullable(),
  relayPoint: ZRelayPoint.nullable(),
  /** Null until a carrier is chosen, or when the chosen one cannot take this basket. */
  carrier: ZBasketCarrier.nullable(),
  /** Goods after the promotion plus the chosen carrier (the default one before a choice). */
  priceWithCarrier: ZEuros,
  /** Why the chosen delivery was dropped or is limited, in the request's language. */
  deliveryNotices: z.array(ZDeliveryNotice),
});

/** A kind of delivery as texts may promise it: from this price (euros), in this many days. */
const ZDeliveryPromise = z
  .object({ price: ZEuros, days: z.number().int().nonnegative() })
  .nullable();

/**
 * The figures the shop's texts state, from the carriers of the store's own country
 * (deliveryPromises of @shop/domain/delivery): never a price or delay written into a sentence.
 */
export const ZDeliveryPromises = z.object({
  home: ZDeliveryPromise,
  relay: ZDeliveryPromise,
  express: ZDeliveryPromise,
});

/**
 * GET /checkout/carriers/free-shipping: the threshold in euros, and what delivery costs and
 * takes in the store's country, for the promises the pages print.
 */
export const ZFreeShipping = z.object({ freeShipping: ZEuros, delivery: ZDeliveryPromises });

export type TBasketItemRequest = z.infer<typeof ZBasketItemRequest>;
export type TBasketDetailRequest = z.input<typeof ZBasketDetailRequest>;
export type TBasketItem = z.infer<typeof ZBasketItem>;
export type TRemovedBasketItem = z.infer<typeof ZRemovedBasketItem>;
export type TBasketPromotion = z.infer<typeof ZBasketPromotion>;
export type TDefaultCarrier = z.infer<typeof ZDefaultCarrier>;
export type TDeliveryPromises = z.infer<typeof ZDeliveryPromises>;
export type TBasketDetail = z.infer<typeof ZBasketDetail>;
export type TBasketCarrier = z.infer<typeof ZBasketCarrier>;
export type TFreeShipping = z.infer<typeof ZFreeShipping>;
