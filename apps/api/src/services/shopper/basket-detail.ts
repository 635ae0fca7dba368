import type { TBasketDetail } from '@shop/api-client/schemas';
import { DEFAULT_CARRIER_DELIVERY_DAYS } from '@shop/domain/basket-pricing';
import {
  resolveDelivery,
  type DeliveryChoiceInput,
  type DeliveryContext,
} from '../delivery/basket-delivery';
import type { Db } from '../../db/client';
import { priceBasket, type BasketInput, type PricingContext } from './price-basket';

export type BasketDetailInput = BasketInput & DeliveryChoiceInput;
export type BasketContext = PricingContext & DeliveryContext;

const isoDateIn = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * POST /basket/detail: the basket priced from the catalogue (price-basket.ts), the default
 * carrier free from the back office's free-shipping amount, and the delivery it names: an
 * address or a relay point, and a carrier priced for this basket's weight and destination.
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
  return {
    basketItems: basket.lines,
    removedItems: basket.removedItems,
    basketPromotion: basket.basketPromotion,
    originPrice: amounts.originPrice,
    price: amounts.price,
    dutyFreePrice: amounts.dutyFreePrice,
    defaultCarrier: {
      code: 'standard',
      name: 'Standard',
      amount: Math.round(amounts.carrierPrice * 100),
      freeShipping: amounts.freeShipping,
      freeShippingAmount: context.freeShippingAmount,
      priceWithDuty: amounts.carrierPrice,
      deliveryDate: isoDateIn(context.now, DEFAULT_CARRIER_DELIVERY_DAYS),
    },
    priceWithDefaultCarrier: amounts.priceWithDefaultCarrier,
    freeShippingAmount: context.freeShippingAmount,
    countryIsoCode: input.countryIsoCode?.toUpperCase() ?? null,
    device: context.device,
    weight: basket.weightGrams,
    shippingAddress: delivery.shippingAddress,
    relayPoint: delivery.relayPoint,
    carrier: delivery.carrier,
    // Summed in cents, like every basket total.
    priceWithCarrier:
      carrierCents === undefined
        ? amounts.priceWithDefaultCarrier
        : (Math.round(amounts.price * 100) + carrierCents) / 100,
    deliveryNotices: delivery.deliveryNotices,
  };
}
