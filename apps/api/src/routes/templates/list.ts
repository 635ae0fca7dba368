import { BROWSING } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { cacheHeaders } from '../../http/reply';
import { router } from '../route';
import { listTemplates } from '../../services/content/list-templates';

/** GET /templates?templateSlugs[]=a&templateSlugs[]=b: the templates found, in asked order. */
export function registerTemplates(app: FastifyInstance, context: AppContext): void {
  router(app, context)(BROWSING.templates, async ({ query, shop, reply }) => {
    const { storeId, locale, noCache } = shop();
    const templates = await listTemplates(context.db, context.caches.content, {
      storeId,
      locale,
      slugs: query['templateSlugs[]'],
      noCache,
    });
    cacheHeaders(reply, { lifetime: 'banner', noCache });
    return { templates };
  });
}
