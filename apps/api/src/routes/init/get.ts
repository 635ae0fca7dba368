import { ZInit } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { storeContext } from '../../http/store-context';
import { getInit } from '../../services/init/get-init';

/** GET /init: X-Store (default main store) and Accept-Language pick the content. */
export function registerInit(app: FastifyInstance, context: AppContext): void {
  app.get('/init', async (request, reply) => {
    const { storeId, locale } = storeContext(request, context.stores);
    const init = await getInit(context.db, { storeId, locale, stores: context.stores });
    const body = context.validateResponses ? ZInit.parse(init) : init;
    void reply
      .header('Cache-Control', 'public, max-age=3600')
      .header('Vary', 'X-Store, Accept-Language');
    return body;
  });
}
