import { ZBasketDetail, ZBasketDetailRequest, ZFreeShipping } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { requestContext } from '../../http/store-context';
import { getBasketDetail } from '../../services/shopper/basket-detail';
import { loadSettings } from '../../services/site/get-settings';

/** POST /basket/detail and GET /checkout/carriers/free-shipping (journey section 7). */
export function registerBasket(app: FastifyInstance, context: AppContext): void {
  app.post('/basket/detail', async (request, reply) => {
    const input = parseInput(ZBasketDetailRequest, request.body, 'body');
    const { storeId, locale, device, noCache } = requestContext(request, context.stores);
    const { freeShippingAmount } = await loadSettings(context.db, context.caches.content, noCache);
    const basket = await getBasketDetail(context.db, input, {
      storeId,
      locale,
      device: input.device ?? device,
      freeShippingAmount,
      now: new Date(),
    });
    void reply.header('Cache-Control', 'no-store');
    return context.validateResponses ? ZBasketDetail.parse(basket) : basket;
  });

  app.get('/checkout/carriers/free-shipping', async (request, reply) => {
    const { noCache } = requestContext(request, context.stores);
    const { freeShippingAmount } = await loadSettings(context.db, context.caches.content, noCache);
    const body = { freeShipping: freeShippingAmount };
    void reply.header('Cache-Control', 'no-cache');
    return context.validateResponses ? ZFreeShipping.parse(body) : body;
  });
}
