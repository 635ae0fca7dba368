import { ORDERS } from '@shop/api-client/contract';
import { deviceFromUserAgent } from '@shop/domain/device';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { router } from '../route';
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
  router(app, context)(ORDERS.carriers, async ({ body, shop, request, reply }) => {
    const { storeId, locale, noCache } = shop();
    // Mobile-only codes follow the request's device class, not a header the client sets.
    const device = deviceFromUserAgent(request.headers['user-agent']);
    const { freeShippingAmount } = await loadSettings(context.db, context.caches.content, noCache);
    const carriers = await listCarriers(context.db, body, {
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
    return carriers;
  });
}
