import type {
  TAddress,
  TBasketCarrier,
  TDeliveryNotice,
  TRelayPoint,
} from '@shop/api-client/schemas';
import {
  mergeItems,
  orderCents,
  type BasketRequestItem,
  type OrderCents,
} from '@shop/domain/basket-pricing';
import type { Db } from '../../db/client';
import { resolveDelivery, type DeliveryChoiceInput } from '../delivery/basket-delivery';
import type { BasketContext } from '../shopper/basket-detail';
import { priceBasket, type BasketCatalogue, type PricedBasket } from '../shopper/price-basket';

export interface UnavailableItem {
  productId: number;
  productSizeId: number;
  quantity: number;
  quantityAvailable: number;
}

export interface PricedOrder {
  basket: PricedBasket;
  shippingAddress: TAddress | null;
  relayPoint: TRelayPoint | null;
  /** Null when the carrier cannot take this order there; `notices` says why. */
  carrier: TBasketCarrier | null;
  notices: TDeliveryNotice[];
  /** Asked lines the stock cannot serve in full (the basket would clamp or drop them). */
  unavailable: UnavailableItem[];
  /** Totals in cents, as /basket/detail sums them. */
  cents: OrderCents;
}

/**
 * The order priced by the very functions of POST /basket/detail (price-basket.ts and
 * basket-delivery.ts): its total is what the basket showed with that carrier. Called inside
 * the order's transaction with the `catalogue` read under the size locks, so the stock it
 * prices from stays true until commit.
 */
export async function priceOrder(
  tx: Db,
  input: {
    basketItems: BasketRequestItem[];
    basketPromotion?: { code?: string | null } | null;
  } & DeliveryChoiceInput,
  context: BasketContext,
  catalogue: BasketCatalogue,
): Promise<PricedOrder> {
  const basket = await priceBasket(tx, input, context, catalogue);
  const delivery = await resolveDelivery(tx, input, basket, context);
  const kept = new Map(basket.lines.map((line) => [line.productSizeId, line]));
  const unavailable: UnavailableItem[] = [];
  for (const item of mergeItems(input.basketItems.filter((line) => line.quantity > 0))) {
    const line = kept.get(item.productSizeId);
    if (line && line.productId === item.productId && line.quantity >= item.quantity) continue;
    unavailable.push({
      productId: item.productId,
      productSizeId: item.productSizeId,
      quantity: item.quantity,
      quantityAvailable: line?.productId === item.productId ? line.quantityAvailable : 0,
    });
  }
  return {
    basket,
    shippingAddress: delivery.shippingAddress,
    relayPoint: delivery.relayPoint,
    carrier: delivery.carrier,
    notices: delivery.deliveryNotices,
    unavailable,
    cents: orderCents(basket.amounts, delivery.carrier?.amount ?? 0),
  };
}
