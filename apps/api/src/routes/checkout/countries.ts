import { ZDeliveryCountries } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answer } from '../../http/reply';
import { requestContext } from '../../http/store-context';
import { loadDeliveryCountries } from '../../services/delivery/deliverable-countries';

/** GET /checkout/countries: the countries the store delivers, its own first. */
export function registerDeliveryCountries(app: FastifyInstance, context: AppContext): void {
  app.get('/checkout/countries', async (request, reply) => {
    const { storeId, locale, noCache } = requestContext(request, context.stores);
    const countries = await loadDeliveryCountries(context.db, context.caches.content, {
      storeId,
      locale,
      noCache,
    });
    return answer(reply, context, ZDeliveryCountries, countries, {
      lifetime: 'countries',
      noCache,
    });
  });
}
