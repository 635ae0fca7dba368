import { ZMenu } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answer } from '../../http/reply';
import { requestContext } from '../../http/store-context';
import { loadMenu } from '../../services/site/get-menu';

/** GET /website-main/menu/v3: the header menu, refetched by the storefront every 15 minutes. */
export function registerMenu(app: FastifyInstance, context: AppContext): void {
  app.get('/website-main/menu/v3', async (request, reply) => {
    const { storeId, locale, noCache } = requestContext(request, context.stores);
    const menu = await loadMenu(context.db, context.caches.content, { storeId, locale, noCache });
    return answer(reply, context, ZMenu, menu, { lifetime: 'menus', noCache });
  });
}
