import { deviceFromUserAgent } from '@shop/domain/device';
import { ZCarriers, ZCarriersRequest } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { requestContext } from '../../http/store-context';
import type { Limiter } from '../../infra/rate-limit/limiter';
import { RateLimitedError } from '../../infra/rate-limit/policies';
import { listCarriers } from '../../services/delivery/list-carriers';
import { loadSettings } from '../../services/site/get-settings';
import { promotionGuard, promotionRateLimited } from '../shopper/promotion-guard';

/**
 * POST /checkout/carriers: the carriers that take this basket to a country, priced. Free
 * shipping is decided on the goods after the promotion, so the quote tells whether a code is
 * valid: its wrong codes count on the shopper's promotion limiter as the basket's do.
 */
export function registerCarriers(
  app: FastifyInstance,
  context: AppContext,
  promotions: Limiter,
): void {
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
      promotionGuard: await promotionGuard(request, context, promotions),
      freeShippingAmount,
      now: new Date(),
      cache: context.caches.content,
      noCache,
    }).catch((error: unknown) => {
      throw error instanceof RateLimitedError ? promotionRateLimited(error, reply) : error;
    });
    void reply.header('Cache-Control', 'no-store');
    return context.validateResponses ? ZCarriers.parse(carriers) : carriers;
  });
}
