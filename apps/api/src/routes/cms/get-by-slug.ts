import { BROWSING } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { cacheHeaders } from '../../http/reply';
import { router } from '../route';
import { getCmsPage } from '../../services/content/get-cms-page';

/** GET /cms/slug/{pageKey}: a CMS page by localized slug or key; 404 when unknown. */
export function registerCmsPage(app: FastifyInstance, context: AppContext): void {
  router(app, context)(BROWSING.cmsPage, async ({ params: { pageKey }, shop, reply }) => {
    const { storeId, locale, noCache } = shop();
    const page = await getCmsPage(context.db, context.caches.content, {
      storeId,
      locale,
      pageKey,
      noCache,
    });
    if (!page) throw new HttpError(404, `No CMS page ${pageKey}`);
    cacheHeaders(reply, { lifetime: 'default', noCache });
    return page;
  });
}
