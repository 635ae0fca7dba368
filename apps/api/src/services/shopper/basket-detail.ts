import type { TBasketDetail, TCarrier, TDefaultCarrier } from '@shop/api-client/schemas';
import { orderCents } from '@shop/domain/basket-pricing';
import { fromCents } from '@shop/domain/money';
import {
  resolveDelivery,
  type DeliveryChoiceInput,
  type DeliveryContext,
} from '../delivery/basket-delivery';
import type { Db } from '../../db/client';
import { priceBasket, type BasketInput, type PricingContext } from './price-basket';

export type BasketDetailInput = BasketInput & DeliveryChoiceInput;
export type BasketContext = PricingContext & DeliveryContext;

/** The default carrier as the wire names it (journey section 3), named in the shopper's language. */
const toDefaultCarrier = (carrier: TCarrier): TDefaultCarrier => ({
  code: carrier.code,
  name: carrier.name,
  amount: carrier.price.amount,
  freeShipping: carrier.price.freeShipping,
  freeShippingAmount: carrier.price.freeShippingAmount,
  priceWithDuty: carrier.price.priceWithDuty,
  deliveryDate: carrier.deliveryDate.deliveryDate,
});

/**
 * POST /basket/detail: the basket priced from the catalogue (price-basket.ts), the carrier
 * it would ship with before a choice (priced from the carriers table, free from the back
 * office's free-shipping amount), and the delivery it names: an address or a relay point,
 * and a carrier priced for this basket's weight and destination.
 */
export async function getBasketDetail(
  db: Db,
  input: BasketDetailInput,
  context: BasketContext,
): Promise<TBasketDetail> {
  const basket = await priceBasket(db, input, context);
  const delivery = await resolveDelivery(db, input, basket, context);
  const { amounts } = basket;
  const carrierCents = delivery.carrier?.amount;
  const fallback = delivery.defaultCarrier;
  // Summed in cents as the order sums them (price-order.ts): the total an order would store.
  const totalWith = (shippingCents: number) => fromCents(orderCents(amounts, shippingCents).total);
  const priceWithDefaultCarrier = totalWith(fallback?.price.amount ?? 0);
  return {
    basketItems: basket.lines,
    removedItems: basket.removedItems,
    basketPromotion: basket.basketPromotion,
    originPrice: amounts.originPrice,
    price: amounts.price,
    dutyFreePrice: amounts.dutyFreePrice,
    defaultCarrier: fallback && toDefaultCarrier(fallback),
    priceWithDefaultCarrier,
    freeShippingAmount: context.freeShippingAmount,
    countryIsoCode: input.countryIsoCode?.toUpperCase() ?? null,
    device: context.device,
    weight: basket.weightGrams,
    shippingAddress: delivery.shippingAddress,
    relayPoint: delivery.relayPoint,
    carrier: delivery.carrier,
    priceWithCarrier:
      carrierCents === undefined ? priceWithDefaultCarrier : totalWith(carrierCents),
    deliveryNotices: delivery.deliveryNotices,
  };
}
