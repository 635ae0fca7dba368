import { ZTemplatePage, ZTemplatePageParams } from '@shop/api-client/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { answer } from '../../http/reply';
import { requestContext } from '../../http/store-context';
import { getTemplatePage } from '../../services/content/get-template-page';

/** GET /template-page/{slug}/{version}, version v3 when left out; 404 when unknown. */
export function registerTemplatePage(app: FastifyInstance, context: AppContext): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { slug, version } = parseInput(ZTemplatePageParams, request.params, 'path parameter');
    const { storeId, locale, noCache } = requestContext(request, context.stores);
    const page = await getTemplatePage(context.db, context.caches.content, {
      storeId,
      locale,
      slug,
      version,
      noCache,
    });
    if (!page) throw new HttpError(404, `No template page ${slug} ${version}`);
    return answer(reply, context, ZTemplatePage, page, { lifetime: 'banner', noCache });
  };
  app.get('/template-page/:slug', handler);
  app.get('/template-page/:slug/:version', handler);
}
