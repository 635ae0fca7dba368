import { deviceFromUserAgent } from '@shop/domain/device';
import { SHOPPER } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { router } from '../route';
import { DeliveryRefusedError } from '../../services/delivery/basket-delivery';
import { loadDeliveryPromises } from '../../services/delivery/delivery-promises';
import { addressMessage, relayPointNotFound } from '../../services/delivery/texts';
import { getBasketDetail } from '../../services/shopper/basket-detail';
import { loadSettings } from '../../services/site/get-settings';
import type { Limiter } from '../../infra/rate-limit/limiter';
import { RateLimitedError } from '../../infra/rate-limit/policies';
import { requireCustomer } from '../security/authenticate';
import { promotionGuard, promotionRateLimited } from './promotion-guard';

/**
 * POST /basket/detail (with the delivery chosen at the shipping step) and
 * GET /checkout/carriers/free-shipping (journey section 7).
 */
export function registerBasket(app: FastifyInstance, context: AppContext, limiter: Limiter): void {
  const route = router(app, context);

  route(SHOPPER.basketDetail, async ({ body: input, shop, request, reply }) => {
    if (input.shippingAddressId != null && input.relayPointId != null)
      throw new HttpError(
        400,
        'Invalid body relayPointId: a basket goes to a shipping address or a relay point, not both',
        'relayPointId',
      );
    // Optional sign-in: only an address of the book needs the customer's token.
    const customerId =
      input.shippingAddressId != null
        ? (await requireCustomer(request, reply, context)).customerId
        : null;
    const { storeId, locale, noCache } = shop();
    const { freeShippingAmount } = await loadSettings(context.db, context.caches.content, noCache);
    try {
      const basket = await getBasketDetail(context.db, input, {
        storeId,
        locale,
        // The body's device (and X-Device) are the client's word: a mobile-only code follows
        // the device class of the request itself.
        device: deviceFromUserAgent(request.headers['user-agent']),
        promotionGuard: await promotionGuard(request, context, limiter),
        freeShippingAmount,
        now: new Date(),
        customerId,
        cache: context.caches.content,
        noCache,
      });
      void reply.header('Cache-Control', 'no-store');
      return basket;
    } catch (error) {
      if (error instanceof RateLimitedError) throw promotionRateLimited(error, reply);
      if (!(error instanceof DeliveryRefusedError)) throw error;
      if (error.reason === 'address_not_found')
        throw new HttpError(404, addressMessage(locale, 'notFound'), 'shippingAddressId');
      throw new HttpError(404, relayPointNotFound(locale), 'relayPointId');
    }
  });

  route(SHOPPER.freeShipping, async ({ shop, reply }) => {
    const { storeId, noCache } = shop();
    const [{ freeShippingAmount }, delivery] = await Promise.all([
      loadSettings(context.db, context.caches.content, noCache),
      loadDeliveryPromises(context.db, context.caches.content, storeId, noCache),
    ]);
    // The delivery figures are the store's country's.
    void reply.header('Cache-Control', 'no-cache').header('Vary', 'X-Store');
    return { freeShipping: freeShippingAmount, delivery };
  });
}
