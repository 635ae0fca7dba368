import { ZRelayPoint, ZRelayPoints, ZRelayPointSearch } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { answer } from '../../http/reply';
import { requestContext } from '../../http/store-context';
import { loadDeliverableIsoCodes } from '../../services/delivery/deliverable-countries';
import {
  findRelayPoint,
  searchRelayPoints,
  searchRelayPointsAround,
} from '../../services/delivery/relay-points';
import { deliveryNotice, relayPointNotFound } from '../../services/delivery/texts';

const ZParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,32}$/, 'expected a relay point reference'),
});

/**
 * GET /checkout/relay-points?countryIsoCode=FR&search=75011 (or `&latitude=..&longitude=..`)
 * and /checkout/relay-points/{id}.
 */
export function registerRelayPoints(app: FastifyInstance, context: AppContext): void {
  app.get('/checkout/relay-points', async (request, reply) => {
    const query = parseInput(ZRelayPointSearch, request.query, 'query');
    const { storeId, locale, noCache } = requestContext(request, context.stores);
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
    return answer(reply, context, ZRelayPoints, found, { lifetime: 'default', noCache });
  });

  app.get('/checkout/relay-points/:id', async (request, reply) => {
    const { id } = parseInput(ZParams, request.params, 'path parameter');
    const { locale, noCache } = requestContext(request, context.stores);
    const point = await findRelayPoint(context.db, id.toUpperCase());
    if (!point) throw new HttpError(404, relayPointNotFound(locale));
    return answer(reply, context, ZRelayPoint, point, { lifetime: 'default', noCache });
  });
}
