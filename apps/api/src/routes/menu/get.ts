import { BROWSING } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { cacheHeaders } from '../../http/reply';
import { router } from '../route';
import { loadMenu } from '../../services/site/get-menu';

/** GET /website-main/menu/v3: the header menu, refetched by the storefront every 15 minutes. */
export function registerMenu(app: FastifyInstance, context: AppContext): void {
  router(app, context)(BROWSING.menu, async ({ shop, reply }) => {
    const { storeId, locale, noCache } = shop();
    const menu = await loadMenu(context.db, context.caches.content, { storeId, locale, noCache });
    cacheHeaders(reply, { lifetime: 'menus', noCache });
    return menu;
  });
}
