import { ORDERS } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { cacheHeaders } from '../../http/reply';
import { router } from '../route';
import { loadDeliveryCountries } from '../../services/delivery/deliverable-countries';

/** GET /checkout/countries: the countries the store delivers, its own first. */
export function registerDeliveryCountries(app: FastifyInstance, context: AppContext): void {
  router(app, context)(ORDERS.deliveryCountries, async ({ shop, reply }) => {
    const { storeId, locale, noCache } = shop();
    const countries = await loadDeliveryCountries(context.db, context.caches.content, {
      storeId,
      locale,
      noCache,
    });
    cacheHeaders(reply, { lifetime: 'countries', noCache });
    return countries;
  });
}
