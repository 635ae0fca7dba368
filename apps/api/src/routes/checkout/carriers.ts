import { deviceFromUserAgent } from '@shop/domain/device';
import { ZCarriers, ZCarriersRequest } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { requestContext } from '../../http/store-context';
import { listCarriers } from '../../services/delivery/list-carriers';
import { loadSettings } from '../../services/site/get-settings';

/** POST /checkout/carriers: the carriers that take this basket to a country, priced. */
export function registerCarriers(app: FastifyInstance, context: AppContext): void {
  app.post('/checkout/carriers', async (request, reply) => {
    const input = parseInput(ZCarriersRequest, request.body, 'body');
    const { storeId, locale, noCache } = requestContext(request, context.stores);
    // Mobile-only codes follow the request's device class, not a header the client sets.
    const device = deviceFromUserAgent(request.headers['user-agent']);
    const { freeShippingAmount } = await loadSettings(context.db, context.caches.content, noCache);
    const carriers = await listCarriers(context.db, input, {
      storeId,
      locale,
      device,
      freeShippingAmount,
      now: new Date(),
      cache: context.caches.content,
      noCache,
    });
    void reply.header('Cache-Control', 'no-store');
    return context.validateResponses ? ZCarriers.parse(carriers) : carriers;
  });
}
