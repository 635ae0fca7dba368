import { ZReferer, ZRefererParams } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { answer } from '../../http/reply';
import { requestContext } from '../../http/store-context';
import { getReferer } from '../../services/content/get-referer';

/** GET /referers/{refererName}: a partner site; 404 for an unknown or inactive one. */
export function registerReferer(app: FastifyInstance, context: AppContext): void {
  app.get('/referers/:refererName', async (request, reply) => {
    const { refererName } = parseInput(ZRefererParams, request.params, 'path parameter');
    const { noCache } = requestContext(request, context.stores);
    const referer = await getReferer(context.db, context.caches.content, refererName, noCache);
    if (!referer) throw new HttpError(404, `No referer ${refererName}`);
    return answer(reply, context, ZReferer, referer, { lifetime: 'default', noCache });
  });
}
