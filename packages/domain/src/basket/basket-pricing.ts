import { discount, fromCents, roundPrice, toCents } from './money';
import type { StoreId } from '../site/stores';

/**
 * The server side of POST /basket/detail (journey sections 4 and 7): prices come from the
 * catalogue, quantities are clamped to the stock, totals are summed in cents.
 */

/** VAT in percent of each store's country; the international store charges the French rate. */
export const VAT_RATES: Record<StoreId, number> = {
  fr: 20,
  es: 21,
  it: 22,
  be: 21,
  de: 19,
  int: 20,
};

export interface BasketRequestItem {
  productId: number;
  productSizeId: number;
  quantity: number;
}

export interface PricedLine extends BasketRequestItem {
  quantityAvailable: number;
  /** Unit prices in euros, with duty (VAT) unless named duty-free. */
  originPrice: number;
  price: number;
  dutyFreePrice: number;
  discountAmountWithDuty: number;
}

/** The same product and size sent twice is one line with both quantities, in first-seen order. */
export function mergeItems(items: readonly BasketRequestItem[]): BasketRequestItem[] {
  const merged = new Map<string, BasketRequestItem>();
  for (const item of items) {
    const key = `${item.productId}:${item.productSizeId}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + item.quantity } : { ...item });
  }
  return [...merged.values()];
}

export function dutyFreePrice(price: number, vatRate: number): number {
  return roundPrice(price / (1 + vatRate / 100));
}

/** A line priced from the catalogue, its quantity clamped to the stock; null when sold out. */
export function priceLine(
  item: BasketRequestItem,
  stock: number,
  unit: { price: number; originalPrice: number },
  vatRate: number,
): PricedLine | null {
  const quantity = Math.min(item.quantity, Math.max(0, stock));
  if (quantity <= 0) return null;
  const originPrice = roundPrice(Math.max(unit.originalPrice, unit.price));
  const price = roundPrice(unit.price);
  return {
    productId: item.productId,
    productSizeId: item.productSizeId,
    quantity,
    quantityAvailable: stock,
    originPrice,
    price,
    dutyFreePrice: dutyFreePrice(price, vatRate),
    discountAmountWithDuty: discount(originPrice, price),
  };
}

export interface BasketAmounts {
  /** Sum of the lines at their original prices. */
  originPrice: number;
  /** Sum of the lines at their current prices, before the promotion. */
  subtotal: number;
  promotionDiscount: number;
  /** What the shopper pays for the goods: subtotal minus the promotion. */
  price: number;
  dutyFreePrice: number;
  freeShipping: boolean;
}

/** Subtotal of priced lines in euros, summed in cents. */
export function linesSubtotal(lines: readonly Pick<PricedLine, 'price' | 'quantity'>[]): number {
  return fromCents(lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0));
}

/**
 * Totals of a priced basket: free shipping once the amount paid for the goods (after the
 * promotion) reaches the threshold. What delivery costs comes from the carriers table
 * (`defaultCarrier` of ./delivery for the price shown before a choice).
 */
export function basketAmounts(
  lines: readonly PricedLine[],
  options: {
    promotionDiscount: number;
    vatRate: number;
    freeShippingAmount: number;
  },
): BasketAmounts {
  const originCents = lines.reduce(
    (sum, line) => sum + toCents(line.originPrice) * line.quantity,
    0,
  );
  const subtotalCents = lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
  const discountCents = Math.min(toCents(options.promotionDiscount), subtotalCents);
  const priceCents = subtotalCents - discountCents;
  const freeShipping = lines.length > 0 && priceCents >= toCents(options.freeShippingAmount);
  const price = fromCents(priceCents);
  return {
    originPrice: fromCents(originCents),
    subtotal: fromCents(subtotalCents),
    promotionDiscount: fromCents(discountCents),
    price,
    dutyFreePrice: dutyFreePrice(price, options.vatRate),
    freeShipping,
  };
}

/** An order's totals in whole cents: what POST /secure/orders stores and the basket shows. */
export interface OrderCents {
  /** The lines at their current prices. */
  goods: number;
  discount: number;
  shipping: number;
  /** goods − discount + shipping, before vouchers (a means of payment, not a discount). */
  total: number;
}

/**
 * The totals of a priced basket shipped for `shippingCents`, in cents, so the total is the sum
 * of its parts to the cent: the order's total is the basket's priceWithCarrier.
 */
export function orderCents(
  amounts: Pick<BasketAmounts, 'subtotal' | 'promotionDiscount'>,
  shippingCents: number,
): OrderCents {
  const goods = toCents(amounts.subtotal);
  const discount = toCents(amounts.promotionDiscount);
  return { goods, discount, shipping: shippingCents, total: goods - discount + shippingCents };
}
