import { ZCmsPage, ZCmsParams } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { answer } from '../../http/reply';
import { requestContext } from '../../http/store-context';
import { getCmsPage } from '../../services/content/get-cms-page';

/** GET /cms/slug/{pageKey}: a CMS page by localized slug or key; 404 when unknown. */
export function registerCmsPage(app: FastifyInstance, context: AppContext): void {
  app.get('/cms/slug/:pageKey', async (request, reply) => {
    const { pageKey } = parseInput(ZCmsParams, request.params, 'path parameter');
    const { storeId, locale, noCache } = requestContext(request, context.stores);
    const page = await getCmsPage(context.db, context.caches.content, {
      storeId,
      locale,
      pageKey,
      noCache,
    });
    if (!page) throw new HttpError(404, `No CMS page ${pageKey}`);
    return answer(reply, context, ZCmsPage, page, { lifetime: 'default', noCache });
  });
}
