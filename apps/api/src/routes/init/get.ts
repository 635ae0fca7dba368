import { ZInit } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answer } from '../../http/reply';
import { requestContext } from '../../http/store-context';
import { getInit } from '../../services/init/get-init';

/** GET /init: X-Store (default main store) and Accept-Language pick the content. */
export function registerInit(app: FastifyInstance, context: AppContext): void {
  app.get('/init', async (request, reply) => {
    const { storeId, locale, noCache } = requestContext(request, context.stores);
    const init = await getInit(context.db, context.caches.content, {
      storeId,
      locale,
      stores: context.stores,
      noCache,
    });
    return answer(reply, context, ZInit, init, { lifetime: 'default', noCache });
  });
}
