import { BROWSING } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { cacheHeaders } from '../../http/reply';
import { router } from '../route';
import { getInit } from '../../services/init/get-init';

/** GET /init: X-Store (default main store) and Accept-Language pick the content. */
export function registerInit(app: FastifyInstance, context: AppContext): void {
  router(app, context)(BROWSING.init, async ({ shop, reply }) => {
    const { storeId, locale, noCache } = shop();
    const init = await getInit(context.db, context.caches.content, {
      storeId,
      locale,
      stores: context.stores,
      noCache,
    });
    cacheHeaders(reply, { lifetime: 'default', noCache });
    return init;
  });
}
