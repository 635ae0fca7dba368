import { ZTemplates, ZTemplatesQuery } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { answer } from '../../http/reply';
import { requestContext } from '../../http/store-context';
import { listTemplates } from '../../services/content/list-templates';

/** GET /templates?templateSlugs[]=a&templateSlugs[]=b: the templates found, in asked order. */
export function registerTemplates(app: FastifyInstance, context: AppContext): void {
  app.get('/templates', async (request, reply) => {
    const query = parseInput(ZTemplatesQuery, request.query, 'query parameter');
    const { storeId, locale, noCache } = requestContext(request, context.stores);
    const templates = await listTemplates(context.db, context.caches.content, {
      storeId,
      locale,
      slugs: query['templateSlugs[]'],
      noCache,
    });
    return answer(reply, context, ZTemplates, { templates }, { lifetime: 'banner', noCache });
  });
}
