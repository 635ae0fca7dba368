import type { TCarriers } from '@shop/api-client/schemas';
import type { Db } from '../../db/client';
import type { TtlCache } from '../../infra/ttl-cache';
import { priceBasket, type BasketInput, type PricingContext } from '../shopper/price-basket';
import { loadCarriers } from './carrier-table';
import { loadDeliverableIsoCodes } from './deliverable-countries';
import { quoteCarriers } from './quote-carriers';
import { deliveryNotice } from './texts';

export interface CarriersContext extends PricingContext {
  cache: TtlCache;
  noCache: boolean;
}

/**
 * POST /checkout/carriers: the basket priced as /basket/detail prices it, then every carrier
 * that takes its weight to the country, by rank, with the notices of what cannot be offered.
 */
export async function listCarriers(
  db: Db,
  input: BasketInput & { countryIsoCode: string },
  context: CarriersContext,
): Promise<TCarriers> {
  const [basket, deliverable, table] = await Promise.all([
    priceBasket(db, input, context),
    loadDeliverableIsoCodes(db, context.cache, context.storeId, context.noCache),
    loadCarriers(db, context.cache, context.noCache),
  ]);
  const country = input.countryIsoCode.toUpperCase();
  const { carriers, notices } = quoteCarriers(table, {
    country,
    deliverable,
    weightGrams: basket.weightGrams,
    goodsPrice: basket.amounts.price,
    freeShippingAmount: context.freeShippingAmount,
    vatRate: basket.vatRate,
    now: context.now,
    locale: context.locale,
  });
  return {
    countryIsoCode: country,
    weight: basket.weightGrams,
    carriers,
    notices: notices.map((code) => deliveryNotice(code, context.locale)),
  };
}
