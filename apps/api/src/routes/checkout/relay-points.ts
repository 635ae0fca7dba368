import { ORDERS } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { cacheHeaders } from '../../http/reply';
import { router } from '../route';
import { loadDeliverableIsoCodes } from '../../services/delivery/deliverable-countries';
import {
  findRelayPoint,
  searchRelayPoints,
  searchRelayPointsAround,
} from '../../services/delivery/relay-points';
import { deliveryNotice, relayPointNotFound } from '../../services/delivery/texts';

/**
 * GET /checkout/relay-points?countryIsoCode=FR&search=75011 (or `&latitude=..&longitude=..`)
 * and /checkout/relay-points/{id}.
 */
export function registerRelayPoints(app: FastifyInstance, context: AppContext): void {
  const route = router(app, context);

  route(ORDERS.relayPoints, async ({ query, shop, reply }) => {
    const { storeId, locale, noCache } = shop();
    const country = query.countryIsoCode.toUpperCase();
    const deliverable = await loadDeliverableIsoCodes(
      context.db,
      context.caches.content,
      storeId,
      noCache,
    );
    if (!deliverable.includes(country)) {
      const { message } = deliveryNotice('country_not_deliverable', locale);
      throw new HttpError(422, message, 'countryIsoCode');
    }
    const { search, latitude, longitude } = query;
    // The schema holds either a search or both coordinates.
    const found =
      search !== undefined
        ? await searchRelayPoints(context.db, { country, search })
        : await searchRelayPointsAround(context.db, {
            country,
            latitude: latitude!,
            longitude: longitude!,
          });
    cacheHeaders(reply, { lifetime: 'default', noCache });
    return found;
  });

  route(ORDERS.relayPoint, async ({ params: { id }, shop, reply }) => {
    const { locale, noCache } = shop();
    const point = await findRelayPoint(context.db, id.toUpperCase());
    if (!point) throw new HttpError(404, relayPointNotFound(locale));
    cacheHeaders(reply, { lifetime: 'default', noCache });
    return point;
  });
}
